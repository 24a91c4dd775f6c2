import type { AxiosError } from 'axios';
import axios, { type AxiosRequestConfig } from 'axios';
import { apiConfig } from './config';
import { credentials } from './credentials';
import { AbpApiError } from './errors';
import { hooks } from './httpHooks';
import { isSessionEndReason, SESSION_END_HEADER, SessionEndReasons, sessionEndReasonOf } from './sessionEnd';
import type { AjaxResponse } from './types/abp';

export { configureHttp, type HttpHooks } from './httpHooks';

/** Dates travel as ISO strings; everything else as plain JSON. */
const toJson = (data: unknown) =>
  JSON.stringify(data, function replacer(this: Record<string, unknown>, key, value: unknown) {
    const raw = key ? this[key] : value;
    return raw instanceof Date ? raw.toISOString() : value;
  });

export const http = axios.create({
  baseURL: apiConfig.baseUrl || undefined,
  timeout: apiConfig.timeoutMs,
  headers: { 'Content-Type': 'application/json-patch+json' },
  transformRequest: [(data: unknown) => (data === undefined ? data : toJson(data))],
  paramsSerializer: {
    serialize: (params: Record<string, unknown>) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(params)) {
        if (value === undefined || value === null || value === '') continue;
        const values = Array.isArray(value) ? value : [value];
        for (const v of values) search.append(key, v instanceof Date ? v.toISOString() : String(v));
      }
      return search.toString();
    },
  },
});

http.interceptors.request.use((config) => {
  const token = credentials.getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  const language = hooks.getLanguage();
  config.headers.set('Accept-Language', language);
  config.headers.set('.AspNetCore.Culture', `c=${language}|uic=${language}`);
  const tenantId = credentials.getTenantId() ?? hooks.getDefaultTenantId();
  if (tenantId !== null)
    for (const name of apiConfig.tenantHeaders) config.headers.set(name, String(tenantId));
  return config;
});

function toApiError(error: unknown): AbpApiError {
  if (error instanceof AbpApiError) return error;
  const axiosError = error as AxiosError<Partial<AjaxResponse<unknown>>>;
  const response = axiosError.response;
  const info = response?.data && typeof response.data === 'object' ? response.data.error : null;
  if (!response)
    return new AbpApiError(hooks.plainErrorMessage(0) ?? (axiosError.message || 'Network Error'), 0);
  const enveloped = typeof response.data === 'object' && response.data !== null && '__abp' in response.data;
  // A refused permission reads in the user's language; the server's text (naming the permission) is the detail.
  const forbidden = response.status === 403 ? hooks.forbiddenMessage() : null;
  // Without an envelope there is no message to show but axios' English "Request failed with status code 404".
  const plain = info?.message ? null : hooks.plainErrorMessage(response.status);
  return new AbpApiError(
    forbidden ?? info?.message ?? plain ?? axiosError.message,
    response.status,
    forbidden ? (info?.message ?? info?.details ?? null) : (info?.details ?? null),
    info?.validationErrors ?? [],
    response.data?.unAuthorizedRequest ?? false,
    info?.code ?? 0,
    enveloped,
  );
}

/** Why the server refused the token: the `Abp-Session-End` header, else the 401 envelope's details. */
function sessionEndReason(error: unknown, apiError: AbpApiError) {
  const header: unknown = (error as AxiosError).response?.headers?.[SESSION_END_HEADER.toLowerCase()];
  return isSessionEndReason(header) ? header : sessionEndReasonOf(apiError);
}

/** Reads answer the page's own data; writes and other calls are actions taken on the page. */
const isRead = (error: unknown) => ((error as AxiosError).config?.method ?? 'get').toLowerCase() === 'get';

http.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    const apiError = toApiError(error);
    if (apiError.status === 401) {
      // The server says why it refused the token; when no token was sent because another tab signed out (and
      // removed the shared token), this page knows why itself.
      const reason =
        sessionEndReason(error, apiError) ??
        (credentials.signedOutElsewhere() ? SessionEndReasons.SignedOut : null);
      credentials.clearToken();
      hooks.onUnauthorized(reason);
    } else if (apiError.status === 403 && isRead(error)) hooks.onForbidden();
    // A refused action leaves the user on the page; the caller shows `message` (translated) where it failed.
    return Promise.reject(apiError);
  },
);

/** Calls the API and returns the envelope's `result`; a failed envelope rejects with AbpApiError. */
export async function request<T>(config: AxiosRequestConfig): Promise<T> {
  const response = await http.request<AjaxResponse<T>>(config);
  const body = response.data;
  if (body && typeof body === 'object' && '__abp' in body) {
    if (!body.success)
      throw new AbpApiError(
        body.error?.message ?? 'Request failed',
        response.status,
        body.error?.details ?? null,
        body.error?.validationErrors ?? [],
      );
    return body.result as T;
  }
  return body as unknown as T;
}

const service = (path: string) => `/api/services/app/${path}`;

/** Per-call options of the shorthands: an AbortSignal cancels the request. */
export type CallOptions = Pick<AxiosRequestConfig, 'signal'>;

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
