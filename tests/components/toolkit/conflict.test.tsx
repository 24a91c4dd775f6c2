import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { BankAccountDto } from '@/api/types/config';
import BankAccountsPage from '@/features/bank-accounts/BankAccountsPage';
import { abpResource } from '../../setup/abpResource';
import { fill } from '../../setup/msw';
import { renderWithRouter } from '../../setup/render';
import { envelope, findDialog, setupMswServer, signedInClient } from './harness';

const server = setupMswServer();

const account: BankAccountDto = {
  id: 1,
  concurrencyStamp: 'stamp-1',
  bankName: 'Banca Intesa Beograd',
  accountHolder: 'Client Care Travel d.o.o.',
  iban: 'RS35160000004567890126',
  swiftCode: 'DBDBRSBG',
  currencyId: 5,
  currencyCode: 'RSD',
  isActive: true,
  creationTime: '2026-03-01T10:00:00Z',
};

/** The edit form of a bank account, opened from the list; another admin then renames the account. */
async function staleForm(theirs: Partial<BankAccountDto> = {}) {
  const accounts = abpResource<BankAccountDto>('BankAccount', { rows: [account] });
  server.use(
    ...accounts.handlers,
    http.get('*/api/services/app/TenantCurrency/GetCurrencies', () =>
      HttpResponse.json(
        envelope({
          items: [
            {
              id: 5,
              currencyId: 5,
              currencyCode: 'RSD',
              currencyName: 'Serbian dinar',
              currencySymbol: 'RSD',
              decimalPlaces: 2,
              exchangeRate: '1',
              isDefault: true,
              isActive: true,
              creationTime: '2026-03-01T10:00:00Z',
            },
            {
              id: 6,
              currencyId: 6,
              currencyCode: 'EUR',
              currencyName: 'Euro',
              currencySymbol: '€',
              decimalPlaces: 2,
              exchangeRate: '117.2',
              isDefault: false,
              isActive: true,
              creationTime: '2026-03-01T10:00:00Z',
            },
          ],
        }),
      ),
    ),
  );
  const queryClient = signedInClient({ permissions: ['Pages.Banks.BankAccounts'] });
  const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  renderWithRouter(<BankAccountsPage />, { path: '/bank-accounts', records: true, queryClient });
  await screen.findByText('Banca Intesa Beograd', undefined, { timeout: 10_000 });
  await user.click(
    await screen.findByLabelText(/^Edit: Banca Intesa Beograd/, undefined, { timeout: 10_000 }),
  );
  const drawer = await findDialog('Edit bank account at Banca Intesa Beograd');
  const bank = within(drawer).getByLabelText('Bank') as HTMLInputElement;
  await waitFor(() => expect(bank.value).toBe('Banca Intesa Beograd'));
  accounts.changeRow(1, { bankName: 'Renamed by Ana', accountHolder: 'Client Care Travel', ...theirs });
  await user.clear(bank);
  await fill(user, bank, 'Renamed by me');
  return { accounts, drawer, bank, user };
}

const button = (container: HTMLElement, name: string | RegExp) =>
  within(container).getByRole('button', { name });

describe('a save refused because the record changed meanwhile (409)', () => {
  it('says so at the top of the form, focused and announced, and keeps what was typed', async () => {
    const { accounts, drawer, bank, user } = await staleForm();
    await user.click(button(drawer, 'Save'));
    const alert = await within(drawer).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this record after you opened it.');
    expect(alert).toHaveTextContent('Your changes were not saved.');
    await waitFor(() => expect(document.activeElement).toContainElement(alert));
    expect(bank.value).toBe('Renamed by me');
    expect(accounts.callsOf('Update')[0]!.body).toMatchObject({ id: 1, concurrencyStamp: 'stamp-1' });
    expect(accounts.row(1)!.bankName).toBe('Renamed by Ana');
    expect(within(drawer).getByRole('button', { name: 'Save' })).toBeEnabled();
  }, 60_000);

  it('compares field by field; "keep mine" saves over the latest version, one field may take the server’s', async () => {
    const { accounts, drawer, user } = await staleForm();
    await user.click(button(drawer, 'Save'));
    await within(drawer).findByRole('alert');
    await user.click(button(drawer, 'Compare'));
    const table = await within(drawer).findByRole('table');
    const bankRow = within(table).getByRole('row', { name: /^Bank\b/ });
    expect(bankRow).toHaveTextContent('Renamed by me');
    expect(bankRow).toHaveTextContent('Renamed by Ana');
    const holderRow = within(table).getByRole('row', { name: /Account holder/ });
    expect(holderRow).toHaveTextContent('Client Care Travel d.o.o.');
    // The holder takes the server's value; the bank name stays the user's.
    await user.click(button(holderRow, /Use the current value of Account holder/));
    expect((within(drawer).getByLabelText('Account holder') as HTMLInputElement).value).toBe(
      'Client Care Travel',
    );
    await user.click(button(drawer, 'Keep mine and save'));
    await waitFor(() => expect(accounts.callsOf('Update')).toHaveLength(2));
    const second = accounts.callsOf('Update')[1]!.body as Record<string, unknown>;
    expect(second.concurrencyStamp).not.toBe('stamp-1');
    await waitFor(() => expect(accounts.row(1)!.bankName).toBe('Renamed by me'));
    expect(accounts.row(1)!.accountHolder).toBe('Client Care Travel');
    expect(await screen.findByText(/^Saved/)).toBeInTheDocument();
  }, 60_000);

  it('shows what the form shows: a select’s option label and a switch’s yes or no, not the raw values', async () => {
    const { drawer, user } = await staleForm({ currencyId: 6, currencyCode: 'EUR', isActive: false });
    await user.click(button(drawer, 'Save'));
    await within(drawer).findByRole('alert');
    await user.click(button(drawer, 'Compare'));
    const table = await within(drawer).findByRole('table');
    const currency = within(table).getByRole('row', { name: /^Currency\b/ });
    const [mine, theirs] = within(currency).getAllByRole('cell');
    expect(mine).toHaveTextContent(/^RSD · Serbian dinar$/);
    expect(theirs).toHaveTextContent(/^EUR · Euro$/);
    const active = within(table).getByRole('row', { name: /^Active\b/ });
    expect(
      within(active)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Yes', 'No', expect.any(String)]);
  }, 60_000);

  it('reloads the latest version after a confirm, discarding the typed changes; the next save is accepted', async () => {
    const { accounts, drawer, user } = await staleForm();
    await user.click(button(drawer, 'Save'));
    await within(drawer).findByRole('alert');
    await user.click(button(drawer, 'Reload the latest version'));
    const confirm = await findDialog('Reload the latest version?');
    await user.click(within(confirm).getByRole('button', { name: 'Reload the latest version' }));
    const dialog = drawer;
    await waitFor(() => expect(accounts.callsOf('Get').length).toBeGreaterThan(0));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Bank') as HTMLInputElement).value).toBe('Renamed by Ana'),
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(button(dialog, 'Save'));
    await waitFor(() => expect(accounts.callsOf('Update')).toHaveLength(2));
    expect(await screen.findByText(/^Saved/)).toBeInTheDocument();
  }, 60_000);
});
