import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { credentials } from '@/api/credentials';
import type { CacheKeyDto } from '@/api/types/config';
import CacheManagementPage from '@/features/cache-management/CacheManagementPage';
import { renderWithRouter } from '../../setup/render';
import { envelope, errorEnvelope, findDialog, setupMswServer, signedInClient } from '../toolkit/harness';

const server = setupMswServer();

function setup({ tenantId = null as number | null, lng = 'en', failOn = '' } = {}) {
  let caches: CacheKeyDto[] = [
    { cacheKey: 'CallerCache', entries: 12, hits: 300, misses: 100, tenantAware: true },
    { cacheKey: 'CredentialKeys', entries: 1, hits: 0, misses: 0, tenantAware: false },
    { cacheKey: 'ExchangeRates', entries: 1234, hits: 1, misses: 2, tenantAware: true },
  ];
  const expired: string[] = [];
  let lists = 0;
  server.use(
    http.get('*/api/services/app/CacheManagement/GetCacheKeys', () => {
      lists += 1;
      return HttpResponse.json(envelope({ items: caches }));
    }),
    http.post('*/api/services/app/CacheManagement/ExpireCache', ({ request }) => {
      const key = new URL(request.url).searchParams.get('cacheKey') ?? '';
      if (key === failOn)
        return HttpResponse.json(
          errorEnvelope('Your request is not valid!', [
            { message: `There is no cache named '${key}'.`, members: ['cacheKey'] },
          ]),
          { status: 400 },
        );
      expired.push(key);
      caches = caches.map((c) => (c.cacheKey === key ? { ...c, entries: 0 } : c));
      return HttpResponse.json(envelope(null));
    }),
  );
  const queryClient = signedInClient({ tenantId, permissions: [] });
  const ue = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  const view = renderWithRouter(<CacheManagementPage />, { path: '/cache-management', queryClient, lng });
  return { ue, expired, lists: () => lists, ...view };
}

const row = (text: string) => screen.getByText(text).closest('tr')!;

describe('/cache-management', () => {
  it('lists the caches by their translated names with entries and hit rates', async () => {
    setup({ lng: 'de' });
    await screen.findByText('Benutzer und Berechtigungen');
    const caller = row('Benutzer und Berechtigungen');
    expect(within(caller).getByText('12')).toBeInTheDocument();
    expect(within(caller).getByText('75 %')).toBeInTheDocument();
    expect(within(caller).getByText('300 Treffer · 100 Fehlgriffe')).toBeInTheDocument();
    expect(within(row('Schlüssel für Zugangsdaten')).getByText('Noch keine Abfragen')).toBeInTheDocument();
    // A cache this screen does not know yet shows its key.
    const other = row('ExchangeRates');
    expect(within(other).getByText('1.234')).toBeInTheDocument();
    expect(within(other).getByText('33,3 %')).toBeInTheDocument();
  });

  it('clears one cache after a confirmation naming it, and shows the new counts', async () => {
    const { ue, expired } = setup();
    await screen.findByText('Users and permissions');
    await ue.click(screen.getByRole('button', { name: 'Clear Users and permissions' }));
    const dialog = await findDialog('Clear the cache “Users and permissions”?');
    expect(dialog).toHaveTextContent('Its entries are dropped on every server instance');
    await ue.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Cleared “Users and permissions”')).toBeInTheDocument();
    expect(expired).toEqual(['CallerCache']);
    await waitFor(() => expect(within(row('Users and permissions')).getByText('0')).toBeInTheDocument());
  });

  it('tells a tenant that only its own entries are cleared, and clears all on request', async () => {
    const { ue, expired, lists } = setup({ tenantId: 3 });
    await screen.findByText('Users and permissions');
    expect(screen.getByText(/You see and clear only this tenant's entries/)).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: /Clear all/ }));
    const dialog = await findDialog('Clear all caches?');
    expect(dialog).toHaveTextContent('other tenants are not affected');
    await ue.click(within(dialog).getByRole('button', { name: /Clear all/ }));
    expect(await screen.findByText('All caches cleared')).toBeInTheDocument();
    expect(expired).toEqual(['CallerCache', 'CredentialKeys', 'ExchangeRates']);

    const before = lists();
    await ue.click(screen.getByRole('button', { name: /Refresh/ }));
    await waitFor(() => expect(lists()).toBe(before + 1));
  });

  it('gives a host working in a tenant the tenant’s view, and the host its own', async () => {
    credentials.setTenantId(4);
    setup();
    expect(await screen.findByText(/You see and clear only this tenant's entries/)).toBeInTheDocument();
    cleanup();
    credentials.setTenantId(null);
    setup();
    expect(await screen.findByText(/Clearing a cache is safe/)).toBeInTheDocument();
  });

  it('shows why a clear failed', async () => {
    const { ue } = setup({ failOn: 'ExchangeRates' });
    await screen.findByText('Users and permissions');
    await ue.click(screen.getByRole('button', { name: 'Clear ExchangeRates' }));
    await ue.click(within(await findDialog(/ExchangeRates/)).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('The cache could not be cleared')).toBeInTheDocument();
    expect(screen.getByText('Your request is not valid!')).toBeInTheDocument();
  });
});
