import type { AxiosError } from 'axios';
import axios, { type AxiosRequestConfig } from 'axios';
import { apiConfig } from './config';
import { credentials } from './credentials';
import { AbpApiError } from './errors';
import type { AjaxResponse } from './types/abp';

/**
 * Hooks the app layer installs: the current language, and what to do on 401 and 403. The api layer cannot import
 * i18n or the router, so they are handed in here.
 */
export interface HttpHooks {
  getLanguage(): string;
  onUnauthorized(): void;
  onForbidden(): void;
  /** The tenant implied by the host name; used when the user chose none with the tenant switch. */
  getDefaultTenantId(): number | null;
}

const hooks: HttpHooks = {
  getLanguage: () => 'en',
  onUnauthorized: () => undefined,
  onForbidden: () => undefined,
  getDefaultTenantId: () => null,
};

export function configureHttp(next: Partial<HttpHooks>) {
  Object.assign(hooks, next);
}

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
  if (!response) return new AbpApiError(axiosError.message || 'Network Error', 0);
  return new AbpApiError(
    info?.message ?? axiosError.message,
    response.status,
    info?.details ?? null,
    info?.validationErrors ?? [],
    response.data?.unAuthorizedRequest ?? false,
    info?.code ?? 0,
  );
}

http.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    const apiError = toApiError(error);
    if (apiError.status === 401) {
      credentials.clearToken();
      hooks.onUnauthorized();
    } else if (apiError.status === 403) hooks.onForbidden();
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

/** Shorthands for ABP application-service calls: GET/DELETE send a query string, POST/PUT a JSON body. */
export const api = {
  get: <T>(path: string, params?: object) => request<T>({ method: 'GET', url: service(path), params }),
  delete: <T = null>(path: string, params?: object) =>
    request<T>({ method: 'DELETE', url: service(path), params }),
  post: <T>(path: string, data?: unknown, params?: object) =>
    request<T>({ method: 'POST', url: service(path), data: data ?? {}, params }),
  put: <T>(path: string, data?: unknown, params?: object) =>
    request<T>({ method: 'PUT', url: service(path), data: data ?? {}, params }),
};
