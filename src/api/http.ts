import { apiConfig } from './config';
import { credentials } from './credentials';
import { AbpApiError } from './errors';
import { hooks } from './httpHooks';
import { isSessionEndReason, SESSION_END_HEADER, SessionEndReasons, sessionEndReasonOf } from './sessionEnd';
import type { AjaxResponse } from './types/abp';

export { configureHttp, type HttpHooks } from './httpHooks';

/**
 * The admin's HTTP client, over `fetch` (axios was 21 KB gzip of the first list's load). It keeps what the axios
 * instance did: the JSON-patch body with ISO dates, the query string without empty values, the token, language,
 * culture and tenant headers, the XSRF header from its cookie, the time-out, abort signals, one AbpApiError for
 * every failure (status 0 without an answer) and the 401/403 hooks.
 */
export interface RequestConfig {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A path on the API's origin (`/api/services/app/User/GetAll`). */
  url: string;
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Dates travel as ISO strings; everything else as plain JSON. */
const toJson = (data: unknown) =>
  JSON.stringify(data, function replacer(this: Record<string, unknown>, key, value: unknown) {
    const raw = key ? this[key] : value;
    return raw instanceof Date ? raw.toISOString() : value;
  });

/** `a=1&b=x` without empty values; arrays repeat the key; dates as ISO strings. */
function queryString(params: object | undefined) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {}) as [string, unknown][]) {
    if (value === undefined || value === null || value === '') continue;
    const values = Array.isArray(value) ? (value as unknown[]) : [value];
    for (const v of values) search.append(key, v instanceof Date ? v.toISOString() : String(v));
  }
  return search.toString();
}

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

/** ABP's anti-forgery token, sent back on same-origin calls as axios did (a stock ABP backend may check it). */
function xsrfToken(url: URL): string | null {
  if (typeof document === 'undefined' || url.origin !== window.location.origin) return null;
  const match = new RegExp(`(?:^|;\\s*)${XSRF_COOKIE}=([^;]*)`).exec(document.cookie);
  return match ? decodeURIComponent(match[1]!) : null;
}

function headersFor(config: RequestConfig, url: URL): Headers {
  const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
  if (config.data !== undefined) headers.set('Content-Type', 'application/json-patch+json');
  for (const [name, value] of Object.entries(config.headers ?? {})) headers.set(name, value);
  const token = credentials.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const language = hooks.getLanguage();
  headers.set('Accept-Language', language);
  headers.set('.AspNetCore.Culture', `c=${language}|uic=${language}`);
  const tenantId = hooks.sendsTenant() ? (credentials.getTenantId() ?? hooks.getDefaultTenantId()) : null;
  if (tenantId !== null) for (const name of apiConfig.tenantHeaders) headers.set(name, String(tenantId));
  const xsrf = xsrfToken(url);
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  return headers;
}

/** An answer's body: the parsed JSON, else its text ('' when empty), as axios gave it. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The API's base URL (empty: the SPA's origin) joined with the call's path, as axios' `baseURL` did. */
const absoluteUrl = (path: string) =>
  /^[a-z][a-z\d+.-]*:\/\//i.test(path) || !apiConfig.baseUrl
    ? path
    : `${apiConfig.baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

interface Answer {
  status: number;
  data: unknown;
  headers: Headers;
}

/** One call: the answer, or an AbpApiError with status 0 when none came (network, time-out, abort). */
async function send(config: RequestConfig): Promise<Answer> {
  const url = new URL(absoluteUrl(config.url), window.location.origin);
  const query = queryString(config.params);
  if (query) url.search = url.search ? `${url.search}&${query}` : `?${query}`;
  const controller = new AbortController();
  const caller = config.signal;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, apiConfig.timeoutMs);
  const abort = () => controller.abort();
  if (caller?.aborted) controller.abort();
  else caller?.addEventListener('abort', abort, { once: true });
  try {
    const response = await fetch(url, {
      method: config.method,
      headers: headersFor(config, url),
      body: config.data === undefined ? undefined : toJson(config.data),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    return { status: response.status, data: await readBody(response), headers: response.headers };
  } catch (error) {
    const reason = timedOut
      ? `timeout of ${apiConfig.timeoutMs}ms exceeded`
      : controller.signal.aborted
        ? 'canceled'
        : (error as Error).message || 'Network Error';
    throw new AbpApiError(hooks.plainErrorMessage(0) ?? reason, 0);
  } finally {
    clearTimeout(timer);
    caller?.removeEventListener('abort', abort);
  }
}

type Envelope = Partial<AjaxResponse<unknown>>;
const envelopeOf = (data: unknown): Envelope | null =>
  data && typeof data === 'object' ? (data as Envelope) : null;

/** A failed answer (status outside 2xx) as the one error type. */
function toApiError({ status, data }: Answer): AbpApiError {
  const body = envelopeOf(data);
  const info = body?.error ?? null;
  const enveloped = body !== null && '__abp' in body;
  // A refused permission reads in the user's language; the server's text (naming the permission) is the detail.
  const forbidden = status === 403 ? hooks.forbiddenMessage() : null;
  // Without an envelope there is no message to show but the English "Request failed with status code 404".
  const plain = info?.message ? null : hooks.plainErrorMessage(status);
  return new AbpApiError(
    forbidden ?? info?.message ?? plain ?? `Request failed with status code ${status}`,
    status,
    forbidden ? (info?.message ?? info?.details ?? null) : (info?.details ?? null),
    info?.validationErrors ?? [],
    body?.unAuthorizedRequest ?? false,
    info?.code ?? 0,
    enveloped,
  );
}

/** Why the server refused the token: the `Abp-Session-End` header, else the 401 envelope's details. */
function sessionEndReason(answer: Answer, apiError: AbpApiError) {
  const header = answer.headers.get(SESSION_END_HEADER);
  return isSessionEndReason(header) ? header : sessionEndReasonOf(apiError);
}

/** Calls the API and returns the envelope's `result`; a failed envelope rejects with AbpApiError. */
export async function request<T>(config: RequestConfig): Promise<T> {
  const answer = await send(config);
  if (answer.status < 200 || answer.status >= 300) {
    const apiError = toApiError(answer);
    if (apiError.status === 401) {
      // The server says why it refused the token; when no token was sent because another tab signed out (and
      // removed the shared token), this page knows why itself.
      const reason =
        sessionEndReason(answer, apiError) ??
        (credentials.signedOutElsewhere() ? SessionEndReasons.SignedOut : null);
      credentials.clearToken();
      hooks.onUnauthorized(reason);
      // Reads answer the page's own data; writes and other calls are actions taken on the page.
    } else if (apiError.status === 403 && config.method === 'GET') hooks.onForbidden();
    // A refused action leaves the user on the page; the caller shows `message` (translated) where it failed.
    throw apiError;
  }
  const body = envelopeOf(answer.data);
  if (body && '__abp' in body) {
    if (!body.success)
      throw new AbpApiError(
        body.error?.message ?? 'Request failed',
        answer.status,
        body.error?.details ?? null,
        body.error?.validationErrors ?? [],
      );
    return body.result as T;
  }
  return answer.data as T;
}

const service = (path: string) => `/api/services/app/${path}`;

/** Per-call options of the shorthands: an AbortSignal cancels the request. */
export type CallOptions = Pick<RequestConfig, 'signal'>;

/** Shorthands for ABP application-service calls: GET/DELETE send a query string, POST/PUT a JSON body. */
export const api = {
  get: <T>(path: string, params?: object, options?: CallOptions) =>
    request<T>({ method: 'GET', url: service(path), params, ...options }),
  delete: <T = null>(path: string, params?: object, options?: CallOptions) =>
    request<T>({ method: 'DELETE', url: service(path), params, ...options }),
  post: <T>(path: string, data?: unknown, params?: object, options?: CallOptions) =>
    request<T>({ method: 'POST', url: service(path), data: data ?? {}, params, ...options }),
  put: <T>(path: string, data?: unknown, params?: object, options?: CallOptions) =>
    request<T>({ method: 'PUT', url: service(path), data: data ?? {}, params, ...options }),
};
