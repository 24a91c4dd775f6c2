import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { TenantPicker } from '@/features/dashboard/TenantPicker';
import { renderWithRouter } from '../../setup/render';
import { envelope, setupMswServer, signedInClient } from '../toolkit/harness';

const server = setupMswServer();

const tenants = [
  { id: 3, tenancyName: 'serbia', name: 'Serbia', isActive: true },
  { id: 4, tenancyName: 'macedonia', name: 'North Macedonia', isActive: true },
];

/** Answers Tenant/GetAll once `release()` is called. */
function heldTenants() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get('*/api/services/app/Tenant/GetAll', async () => {
      await held;
      return HttpResponse.json(envelope({ totalCount: tenants.length, items: tenants }));
    }),
  );
  return () => release();
}

const render = (value: number | null, onChange = vi.fn(), lng = 'en') => {
  renderWithRouter(<TenantPicker value={value} onChange={onChange} />, {
    path: '/admin',
    lng,
    queryClient: signedInClient({ tenantId: null }),
  });
  return onChange;
};

describe('the dashboard’s tenant picker', () => {
  it('is a labelled native select of every tenant, all of them first, and reports the choice', async () => {
    heldTenants()();
    const onChange = render(null);
    const picker = screen.getByRole('combobox', { name: 'Tenant' });
    expect(picker.tagName).toBe('SELECT');
    await within(picker).findByRole('option', { name: 'Serbia (serbia)' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All tenants', 'Serbia (serbia)', 'North Macedonia (macedonia)']);
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.selectOptions(picker, 'North Macedonia (macedonia)');
    expect(onChange).toHaveBeenLastCalledWith(4);
    await user.selectOptions(picker, 'All tenants');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows a tenant picked in the address as loading until the tenants arrive, never as all tenants', async () => {
    const release = heldTenants();
    render(4);
    const picker = screen.getByRole('combobox', { name: 'Tenant' });
    expect(picker).toHaveValue('4');
    expect(within(picker).getByRole('option', { selected: true })).toHaveTextContent('Loading…');
    release();
    await waitFor(() =>
      expect(within(picker).getByRole('option', { selected: true })).toHaveTextContent(
        'North Macedonia (macedonia)',
      ),
    );
    // The placeholder is gone: each tenant is listed once.
    expect(within(picker).getAllByRole('option')).toHaveLength(3);
  });

  it('is translated', async () => {
    heldTenants()();
    render(null, vi.fn(), 'sr');
    const picker = screen.getByRole('combobox', { name: 'Zakupac' });
    expect(within(picker).getByRole('option', { selected: true })).toHaveTextContent('Svi zakupci');
  });
});
