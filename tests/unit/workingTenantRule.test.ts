import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { credentials } from '@/api/credentials';
import { api, configureHttp } from '@/api/http';
import { connectHttp } from '@/app/connectHttp';
import { adminRoutes } from '@/app/routes';
import { followsWorkingTenant, hostWideScreens } from '@/auth/hostWideScreens';

/**
 * Issue 26 (8c): one rule for which screens follow the host's working tenant. Every tenant-scoped screen's calls
 * carry the working tenant; the host-wide screens' calls carry none.
 */
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  configureHttp({ sendsTenant: () => true });
});
afterAll(() => server.close());

const ROMANIA = 7;

/** The app's HTTP wiring, on a router that sits at `pathname`. */
function at(pathname: string) {
  const router = {
    state: { location: { pathname, search: '', hash: '' } },
    navigate: () => Promise.resolve(),
  };
  const i18n = { language: 'en', resolvedLanguage: 'en', t: (key: string) => key } as unknown as I18n;
  connectHttp(router as unknown as Parameters<typeof connectHttp>[0], i18n);
}

async function tenantHeaderOfACallFrom(pathname: string): Promise<string | null> {
  at(pathname);
  let header: string | null = 'unseen';
  server.use(
    mswHttp.get('*/api/services/app/Thing/GetAll', ({ request }) => {
      header = request.headers.get('Abp.TenantId');
      return HttpResponse.json({ success: true, result: { items: [] }, error: null, __abp: true });
    }),
  );
  await api.get('Thing/GetAll');
  return header;
}

describe('the working tenant', () => {
  it('is followed by every screen of the route table except the host-wide ones', () => {
    const hostWide = adminRoutes.filter((r) => r.hostWide).map((r) => r.path);
    expect(hostWide.sort()).toEqual(['/currencies', '/language-codes', '/tenants']);
    expect([...hostWideScreens].sort()).toEqual(hostWide);
    const following = adminRoutes.filter((r) => !r.hostWide).map((r) => r.path);
    for (const path of [
      '/admin',
      '/users',
      '/roles',
      '/orders',
      '/customers',
      '/bank-transfers',
      '/bank-accounts',
    ])
      expect(following).toContain(path);
    for (const path of ['/tenant-currencies', '/email-templates', '/login-logs', '/reservation-links'])
      expect(following).toContain(path);
    expect(followsWorkingTenant('/users/5')).toBe(true);
    expect(followsWorkingTenant('/Tenants/3')).toBe(false);
  });

  it.each(adminRoutes.map((r) => [r.path, r.hostWide] as const))(
    'a signed-in host working in a tenant: calls from %s carry it unless the screen is host-wide (%s)',
    async (path, hostWide) => {
      credentials.setToken('host-token', false);
      credentials.setTenantId(ROMANIA);
      expect(await tenantHeaderOfACallFrom(path)).toBe(hostWide ? null : String(ROMANIA));
      expect(await tenantHeaderOfACallFrom(`${path}/5`)).toBe(hostWide ? null : String(ROMANIA));
    },
  );

  it('leaves the sign-in page alone: a visitor’s chosen tenant is sent from anywhere', async () => {
    credentials.setTenantId(ROMANIA);
    expect(await tenantHeaderOfACallFrom('/login')).toBe(String(ROMANIA));
    expect(await tenantHeaderOfACallFrom('/tenants')).toBe(String(ROMANIA));
  });
});
