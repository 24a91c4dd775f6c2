/**
 * The post-login redirect, made safe: only a same-origin path is accepted, anything else gives the fallback.
 * Rejects protocol-relative and backslash variants (`//host`, `/\host`), schemes (`javascript:`, `https://…`),
 * control characters (`/<TAB>/host`), percent-encoded variants (`%2F%2Fhost`) and the sign-in page itself.
 */
export const DEFAULT_AFTER_LOGIN = '/admin';

// eslint-disable-next-line no-control-regex -- control characters are exactly what is rejected here
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const LOOP_PATHS = ['/login', '/logout'];

/** Decodes repeatedly so that `%252F` cannot hide a `/`; null when the value is not valid percent-encoding. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let i = 0; i < 5; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

const unsafeShape = (value: string) =>
  !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || CONTROL_CHARACTERS.test(value);

export function safeRedirect(
  value: unknown,
  origin: string = window.location.origin,
  fallback: string = DEFAULT_AFTER_LOGIN,
): string {
  if (typeof value !== 'string' || value.trim() === '') return fallback;
  const decoded = fullyDecoded(value);
  if (decoded === null || unsafeShape(value) || unsafeShape(decoded)) return fallback;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin || url.pathname.startsWith('//')) return fallback;
  const path = url.pathname.replace(/\/+$/, '').toLowerCase() || '/';
  if (LOOP_PATHS.includes(path)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
