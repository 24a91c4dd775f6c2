import { apiConfig } from '@/api/config';
import { credentials } from '@/api/credentials';
import { AbpApiError } from '@/api/errors';
import { hooks } from '@/api/httpHooks';
import type { AjaxResponse } from '@/api/types/abp';
import { bookingSession } from './session';

/** The header that carries the visitor's booking grant (server/abp/bookingGrant.ts). */
export const BOOKING_GRANT_HEADER = 'X-Booking-Grant';

export interface BookingCallOptions {
  signal?: AbortSignal;
  /** Extra headers, such as `Idempotency-Key` on a payment attempt. */
  headers?: Record<string, string>;
}

/** `?a=1&b=x` without empty values; arrays repeat the key; dates as ISO strings (as the admin client sends them). */
function query(params?: object) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {}) as [string, unknown][]) {
    if (value === undefined || value === null || value === '') continue;
    for (const v of Array.isArray(value) ? (value as unknown[]) : [value])
      search.append(key, v instanceof Date ? v.toISOString() : String(v));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The caller's signal, or the time-out of every API call, whichever comes first. */
function deadline(signal?: AbortSignal) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), apiConfig.timeoutMs);
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop, { once: true });
  if (signal?.aborted) controller.abort();
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
    },
  };
}

async function call<T>(
  method: string,
  path: string,
  data: unknown,
  params?: object,
  options: BookingCallOptions = {},
) {
  const language = hooks.getLanguage();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': language,
    '.AspNetCore.Culture': `c=${language}|uic=${language}`,
  };
  const tenantId = credentials.getTenantId() ?? hooks.getDefaultTenantId();
  if (tenantId !== null) for (const name of apiConfig.tenantHeaders) headers[name] = String(tenantId);
  const grant = bookingSession.get()?.grant;
  if (grant) headers[BOOKING_GRANT_HEADER] = grant;
  if (data !== undefined) headers['Content-Type'] = 'application/json-patch+json';
  Object.assign(headers, options.headers);

  const { signal, done } = deadline(options.signal);
  let response: Response;
  try {
    response = await fetch(
      `${apiConfig.baseUrl || window.location.origin}/api/services/app/${path}${query(params)}`,
      {
        method,
        headers,
        body: data === undefined ? undefined : JSON.stringify(data),
        signal,
        credentials: 'same-origin',
      },
    );
  } catch (error) {
    done();
    // The caller gave up (navigation, unmount): pass its abort on; anything else is the network.
    if (options.signal?.aborted) throw error;
    throw new AbpApiError((error as Error).message || 'Network Error', 0);
  }
  let body: Partial<AjaxResponse<T>> | null = null;
  try {
    body = (await response.json()) as Partial<AjaxResponse<T>>;
  } catch {
    body = null;
  } finally {
    done();
  }
  if (!response.ok || (body && body.success === false)) {
    const info = body?.error;
    throw new AbpApiError(
      info?.message ?? response.statusText ?? 'Request failed',
      response.status,
      info?.details ?? null,
      info?.validationErrors ?? [],
      body?.unAuthorizedRequest ?? false,
      info?.code ?? 0,
    );
  }
  return (body && '__abp' in body ? body.result : body) as T;
}

/**
 * ABP application-service calls of the public flow: the envelope, the culture and tenant headers and the visitor's
 * booking grant, over `fetch`. The public pages keep off the admin's HTTP client and its hooks (the landing's
 * budget); failures are the same AbpApiError, with the server's (translated) message, 403s included.
 */
export const bookingApi = {
  get: <T>(path: string, params?: object, options: BookingCallOptions = {}) =>
    call<T>('GET', path, undefined, params, options),
  post: <T>(path: string, data?: unknown, params?: object, options: BookingCallOptions = {}) =>
    call<T>('POST', path, data ?? {}, params, options),
  put: <T>(path: string, data?: unknown, params?: object, options: BookingCallOptions = {}) =>
    call<T>('PUT', path, data ?? {}, params, options),
  delete: <T = null>(path: string, params?: object, options: BookingCallOptions = {}) =>
    call<T>('DELETE', path, undefined, params, options),
};
