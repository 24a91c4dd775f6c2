import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUserInformations } from '@/api/types/identity';
import type { ReservationLinkDto } from '@/api/types/operations';
import { currentUserKey } from '@/auth/session';
import ReservationLinksPage from '@/features/reservation-links/ReservationLinksPage';
import { renderWithRouter } from '../../setup/render';
import { envelope, errorEnvelope, last, queryOf, setupMswServer, signedInClient } from '../toolkit/harness';

const server = setupMswServer();

const link = (id: number, over: Partial<ReservationLinkDto> = {}): ReservationLinkDto => ({
  id,
  tenantId: 3,
  voucherNo: `RS-10000${id}`,
  agentCode: 'BEG-001',
  language: 'sr',
  url: `https://rs.localhost/?token=v1.abc${id}.sig&lng=sr`,
  expiresAt: '2030-01-04T10:00:00Z',
  isExpired: false,
  createdByUserName: 'agent',
  creationTime: '2030-01-01T10:00:00Z',
  ...over,
});

function setup({
  at = '/reservation-links',
  agentCode = null,
  lng = 'en',
  generate,
  permissions = ['Pages.ReservationLinkGenerators', 'Pages.Orders'],
}: {
  permissions?: string[];
  at?: string;
  agentCode?: string | null;
  lng?: string;
  generate?: (body: Record<string, unknown>) => Response;
} = {}) {
  const lists: URLSearchParams[] = [];
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.get('*/api/services/app/ReservationLinkGenerator/GetAll', ({ request }) => {
      const query = new URL(request.url).searchParams;
      lists.push(query);
      const items = [link(1), link(2, { isExpired: true, agentCode: 'NS-014', language: 'de' })];
      return HttpResponse.json(envelope({ totalCount: items.length, items }));
    }),
    http.post('*/api/services/app/ReservationLinkGenerator/GenerateReservationLink', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (generate) return generate(body);
      return HttpResponse.json(
        envelope(
          link(9, {
            voucherNo: String(body.voucherNo).toUpperCase(),
            agentCode: String(body.agentCode ?? 'BEG-001').toUpperCase(),
            language: String(body.language),
            url: 'https://booking.travel.rs/?token=v1.new.sig&lng=de',
            expiresAt: '2030-01-08T09:30:00Z',
          }),
        ),
      );
    }),
  );
  const queryClient = signedInClient({ permissions });
  queryClient.setQueryData<CurrentUserInformations>(currentUserKey, (me) =>
    me ? { ...me, user: { ...me.user, agentCode } } : me,
  );
  const rendered = renderWithRouter(<ReservationLinksPage />, {
    path: '/reservation-links',
    initialEntries: [at],
    queryClient,
    lng,
  });
  return { lists, bodies, ...rendered };
}

const user = () => userEvent.setup({ delay: null });

// jsdom draws nothing: the QR code's canvas gets no context (antd then leaves it blank).
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => vi.restoreAllMocks());

/** The generator's card (the list's filter bar has fields of the same names). */
const generator = async (title = 'Generate a link') =>
  within((await screen.findByRole('heading', { name: title })).closest<HTMLElement>('.ant-card')!);

async function fillAndGenerate(voucher: string, agentCode?: string) {
  const u = user();
  const form = await generator();
  await u.type(form.getByLabelText('Voucher number'), voucher);
  if (agentCode !== undefined) await u.type(form.getByRole('combobox', { name: 'Agent code' }), agentCode);
  await u.click(form.getByText('7 days'));
  await u.click(form.getByRole('button', { name: 'Generate link' }));
}

describe('/reservation-links: generating', () => {
  it('makes the link and shows its address, QR code and expiry in the user’s language', async () => {
    const { bodies } = setup({ lng: 'de' });
    const u = user();
    const form = await generator('Link erzeugen');
    await u.type(form.getByLabelText('Vouchernummer'), 'rs-100001');
    await u.type(form.getByRole('combobox', { name: 'Agentencode' }), 'ns-014');
    await u.click(form.getByText('7 Tage'));
    await u.click(form.getByRole('button', { name: 'Link erzeugen' }));
    const address = await screen.findByRole('textbox', { name: 'Adresse des Links' });
    expect(address).toHaveValue('https://booking.travel.rs/?token=v1.new.sig&lng=de');
    expect(last(bodies)).toEqual({
      voucherNo: 'rs-100001',
      agentCode: 'ns-014',
      language: 'de',
      expiresInHours: 168,
    });
    expect(screen.getByLabelText('QR-Code des Links')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /QR-Code herunterladen \(PNG\)/ })).toBeInTheDocument();
    const result = address.closest('.ant-card')!;
    expect(result.querySelector('time')?.textContent).toMatch(/^08\.01\.2030 \d\d:30$/);
  });

  it('copies the link and says so; when the browser refuses, selects it and says how to copy', async () => {
    setup();
    await fillAndGenerate('RS-100001', 'BEG-001');
    await screen.findByRole('textbox', { name: 'Link address' });
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('https://booking.travel.rs/?token=v1.new.sig&lng=de');

    writeText.mockRejectedValue(new Error('denied'));
    document.execCommand = vi.fn(() => false);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/press Ctrl\+C/)).toBeInTheDocument();
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Link address' });
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
  });

  it('an agent’s own code is fixed: it is shown, cannot be changed and is not sent', async () => {
    const { bodies } = setup({ agentCode: 'BEG-001' });
    const code = (await generator()).getByLabelText('Agent code');
    expect(code).toHaveValue('BEG-001');
    expect(code).toHaveAttribute('readonly');
    expect(code).toBeDisabled();
    expect(screen.getByText('Links always carry your own agent code.')).toBeInTheDocument();
    await fillAndGenerate('RS-100001');
    await screen.findByRole('textbox', { name: 'Link address' });
    expect(last(bodies).agentCode).toBeNull();
    // Nor can an agent narrow the list to another agent's code.
    expect(screen.queryByRole('combobox', { name: 'Agent code' })).not.toBeInTheDocument();
  });

  it('puts the server’s validation errors on their fields and keeps what was typed', async () => {
    const { bodies } = setup({
      generate: () =>
        HttpResponse.json(
          errorEnvelope('Your request is not valid!', [
            { message: 'There is no order with the voucher RS-999999.', members: ['voucherNo'] },
          ]),
          { status: 400 },
        ),
    });
    await fillAndGenerate('RS-999999', 'BEG-001');
    expect(await screen.findByText('There is no order with the voucher RS-999999.')).toBeInTheDocument();
    const voucher = (await generator()).getByLabelText('Voucher number');
    expect(voucher).toHaveValue('RS-999999');
    expect(voucher).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('a user limited to their own code but without one is told so and cannot generate', async () => {
    setup({ permissions: ['Pages.ReservationLinkGenerators'] });
    const form = await generator();
    expect(form.getByText(/Your user has no agent code/)).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Generate link' })).toBeDisabled();
  });
});

describe('/reservation-links: the list', () => {
  it('sends the search and filters of the URL (agent code, voucher, status) and shows status and language', async () => {
    const { lists } = setup({
      at: '/reservation-links?agentCode=beg-001&voucherNo=RS-1&isExpired=false&q=rs',
    });
    await screen.findByText('RS-100001');
    expect(queryOf(last(lists))).toMatchObject({
      AgentCode: 'beg-001',
      VoucherNo: 'RS-1',
      IsExpired: 'false',
      Keyword: 'rs',
      Sorting: 'creationTime desc',
    });
    const expired = screen.getByText('RS-100002').closest('tr')!;
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).getByText('Deutsch')).toBeInTheDocument();
    const active = screen.getByText('RS-100001').closest('tr')!;
    expect(within(active).getByText('Active')).toBeInTheDocument();
  });

  it('copies a row’s link', async () => {
    setup();
    await screen.findByText('RS-100001');
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link: RS-100002' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link(2).url));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });
});
