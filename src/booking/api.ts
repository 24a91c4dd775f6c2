import { request } from '@/api/http';
import { bookingSession } from './session';

/** The header that carries the visitor's booking grant (server/abp/bookingGrant.ts). */
export const BOOKING_GRANT_HEADER = 'X-Booking-Grant';

const service = (path: string) => `/api/services/app/${path}`;

function headers(extra?: Record<string, string>) {
  const grant = bookingSession.get()?.grant;
  return { ...(grant ? { [BOOKING_GRANT_HEADER]: grant } : {}), ...extra };
}

export interface BookingCallOptions {
  signal?: AbortSignal;
  /** Extra headers, such as `Idempotency-Key` on a payment attempt. */
  headers?: Record<string, string>;
}

/**
 * ABP application-service calls of the public flow: the shared HTTP client (envelope, culture and tenant
 * headers) plus the visitor's booking grant.
 */
export const bookingApi = {
  get: <T>(path: string, params?: object, options: BookingCallOptions = {}) =>
    request<T>({
      method: 'GET',
      url: service(path),
      params,
      signal: options.signal,
      headers: headers(options.headers),
    }),
  post: <T>(path: string, data?: unknown, params?: object, options: BookingCallOptions = {}) =>
    request<T>({
      method: 'POST',
      url: service(path),
      data: data ?? {},
      params,
      signal: options.signal,
      headers: headers(options.headers),
    }),
  put: <T>(path: string, data?: unknown, params?: object, options: BookingCallOptions = {}) =>
    request<T>({
      method: 'PUT',
      url: service(path),
      data: data ?? {},
      params,
      signal: options.signal,
      headers: headers(options.headers),
    }),
  delete: <T = null>(path: string, params?: object, options: BookingCallOptions = {}) =>
    request<T>({
      method: 'DELETE',
      url: service(path),
      params,
      signal: options.signal,
      headers: headers(options.headers),
    }),
};
