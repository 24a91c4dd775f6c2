import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, safeRedirect } from '@/lib/safeRedirect';

const origin = 'https://app.example.com';

describe('safeRedirect (post-login redirect)', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeRedirect('/users?page=2#top', origin)).toBe('/users?page=2#top');
    expect(safeRedirect('/reservations/42?tab=1', origin)).toBe('/reservations/42?tab=1');
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['triple slash', '///evil.com'],
    ['backslash', '/\\evil.com'],
    ['double backslash', '\\\\evil.com'],
    ['tab', '/\t/evil.com'],
    ['line feed', '/\n/evil.com'],
    ['carriage return', '/\r/evil.com'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['other origin', 'https://other.example.com/admin'],
    ['look-alike origin', 'https://app.example.com.evil.com/'],
    ['encoded slashes', '%2F%2Fevil.com'],
    ['encoded slashes after a slash', '/%2F%2Fevil.com'],
    ['double-encoded slashes', '/%252F%252Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['encoded tab', '/%09/evil.com'],
    ['broken encoding', '/%E0%A4%A'],
    ['the sign-in page itself', '/login'],
    ['the sign-in page with a query', '/login?from=/users'],
    ['the sign-in page, other case', '/LOGIN/'],
    ['sign-out', '/logout'],
    ['relative path', 'users'],
    ['empty', ''],
    ['blank', '   '],
  ])('rejects %s', (_name, value) => {
    expect(safeRedirect(value, origin)).toBe(DEFAULT_AFTER_LOGIN);
  });

  it('rejects values that are not strings and honours the fallback', () => {
    expect(safeRedirect(undefined, origin)).toBe('/admin');
    expect(safeRedirect({ pathname: '/users' }, origin)).toBe('/admin');
    expect(safeRedirect('//evil.com', origin, '/home')).toBe('/home');
  });
});
