import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ReservationDto } from '@/api/schemas/reservation';
import LandingPage from '@/booking/pages/LandingPage';
import { bookingSession } from '@/booking/session';
import { renderWithRouter } from '../../setup/render';
import { envelope, errorEnvelope, setupMswServer } from '../toolkit/harness';
import { fill } from '../../setup/msw';

const server = setupMswServer();

const reservation: ReservationDto = {
  orderId: 69,
  tenantId: 3,
  voucherNo: 'RS-100069',
  status: 2,
  currency: 'RSD',
  amount: '225314.90',
  paidAmount: '73780.01',
  amountDue: '151534.89',
  isPartialPayment: true,
  minimumPartialAmount: '67594.47',
  checkIn: '2026-11-27',
  checkOut: '2026-12-07',
  nights: 10,
  adults: 2,
  children: 1,
  hotel: {
    tvHotelCode: 'TV10006',
    name: 'Blue Lagoon Hotel Ksamil',
    stars: 3,
    address: 'Rruga Kryesore 21',
    city: 'Ksamil',
    countryCode: 'AL',
  },
  customer: {
    name: 'Nikola',
    surname: 'Petrović',
    email: 'n@example.com',
    phoneNumber: '+381 64 1',
    language: 'sr',
  },
  travellers: [{ id: 1, kind: 1, firstName: 'Nikola', lastName: 'Petrović', birthDate: null, isLead: true }],
  lines: [
    {
      id: 1,
      kind: 1,
      code: 'FAM',
      description: 'Family room',
      quantity: 10,
      unitPrice: '11634.68',
      amount: '116346.80',
    },
  ],
  agentCode: 'KG-007',
  transfers: [],
  bookingGrant: 'g1.grant.sig',
  bookingGrantExpiresAt: '2099-01-01T00:00:00.000Z',
};

/** The Reservation calls: GetReservation answers `answer(params)`; the hotel and documents calls answer plainly. */
function setup(answer: (params: URLSearchParams) => Response, { at = '/', lng = 'en' } = {}) {
  const asked: URLSearchParams[] = [];
  const grants: (string | null)[] = [];
  server.use(
    http.get('*/api/services/app/Reservation/GetReservation', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      grants.push(request.headers.get('X-Booking-Grant'));
      return answer(params);
    }),
    http.get('*/api/services/app/Reservation/GetHotelImages', () =>
      HttpResponse.json(envelope({ tvHotelCode: 'TV10006', images: [] })),
    ),
    http.get('*/api/services/app/Reservation/GetHotelDetail', () =>
      HttpResponse.json(
        envelope({
          tvHotelCode: 'TV10006',
          name: 'x',
          stars: 3,
          description: 'By the sea.',
          language: 'en',
          boardTypes: [],
          roomTypes: [],
        }),
      ),
    ),
    http.get('*/api/services/app/Reservation/GetHotelLocation', () =>
      HttpResponse.json(
        envelope({
          tvHotelCode: 'TV10006',
          address: 'a',
          city: 'b',
          countryCode: 'AL',
          latitude: '1',
          longitude: '2',
          mapUrl: 'https://www.openstreetmap.org/?mlat=1&mlon=2',
        }),
      ),
    ),
    http.get('*/api/services/app/Reservation/GetUserDocument', () =>
      HttpResponse.json(envelope({ voucherNo: 'RS-100069', documents: [] })),
    ),
  );
  const view = renderWithRouter(<LandingPage />, { path: '/', initialEntries: [at], lng });
  return { ...view, asked, grants, user: userEvent.setup() };
}

/** The date field (the choice between date and e-mail has a radio of the same name). */
const checkInField = () => screen.getByLabelText('Check-in date', { selector: 'input[type="date"]' });

const notFound = () =>
  HttpResponse.json(errorEnvelope('We could not find a reservation with these details.'), { status: 404 });
const proofNeeded = () =>
  HttpResponse.json(
    errorEnvelope('Your request is not valid!', [
      {
        message: 'Enter the surname or the phone number of the booking to open it.',
        members: ['surname', 'phoneNumber'],
      },
    ]),
    { status: 400 },
  );

describe('booking landing', () => {
  it('says why a later step sent the visitor back here without a booking', async () => {
    const entry = { pathname: '/', state: { notice: 'Open your booking first.' } };
    // createMemoryRouter takes location objects too; the helper's type says strings.
    renderWithRouter(<LandingPage />, { path: '/', initialEntries: [entry as unknown as string] });
    expect(await screen.findByText('Open your booking first.')).toBeInTheDocument();
    expect(screen.getByLabelText('Voucher number')).toBeInTheDocument();
  });

  it('asks for the voucher, the surname and the check-in date or e-mail, and names what is missing', async () => {
    const { user, asked } = setup(notFound);
    await user.click(await screen.findByRole('button', { name: 'Show my booking' }));
    expect(screen.getByLabelText('Voucher number')).toHaveAccessibleDescription(/Enter the voucher number/);
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveAttribute('aria-invalid', 'true');
    expect(checkInField()).toHaveAccessibleDescription(/Enter the check-in date/);
    await user.click(screen.getByRole('radio', { name: 'E-mail address' }));
    await fill(user, screen.getByRole('textbox', { name: 'E-mail address' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Show my booking' }));
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription(
      /Enter the e-mail address of the booking/,
    );
    expect(asked).toHaveLength(0);
  });

  it('shows the server’s one answer to a wrong surname and keeps what was typed', async () => {
    const { user, asked } = setup(notFound);
    await fill(user, await screen.findByLabelText('Voucher number'), 'rs-100069');
    await fill(user, screen.getByRole('textbox', { name: 'Surname' }), 'Nobody');
    fireEvent.change(checkInField(), { target: { value: '2025-07-01' } });
    await user.click(screen.getByRole('button', { name: 'Show my booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find a reservation');
    expect(asked[0]!.get('voucherNo')).toBe('rs-100069');
    expect(asked[0]!.get('surname')).toBe('Nobody');
    expect(asked[0]!.get('checkInDate')).toBe('2025-07-01');
    expect(checkInField()).toHaveValue('2025-07-01');
    expect(screen.getByLabelText('Voucher number')).toHaveValue('rs-100069');
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveValue('Nobody');
    expect(bookingSession.get()).toBeNull();
  });

  it('shows the translated lock message and keeps what was typed', async () => {
    const { user } = setup(() =>
      HttpResponse.json(errorEnvelope('Zu viele Versuche. Bitte in 15 Minuten erneut.'), { status: 429 }),
    );
    await fill(user, await screen.findByLabelText('Voucher number'), 'RS-100069');
    await fill(user, screen.getByRole('textbox', { name: 'Surname' }), 'Petrović');
    fireEvent.change(checkInField(), { target: { value: '2025-07-01' } });
    await user.click(screen.getByRole('button', { name: 'Show my booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Versuche');
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveValue('Petrović');
  });

  it('opens the reservation by surname and e-mail and keeps the grant in the booking session', async () => {
    const { user, asked } = setup((p) =>
      p.get('email') && p.get('surname') ? HttpResponse.json(envelope(reservation)) : notFound(),
    );
    await fill(user, await screen.findByLabelText('Voucher number'), 'RS-100069');
    await fill(user, screen.getByRole('textbox', { name: 'Surname' }), 'Petrović');
    await user.click(screen.getByRole('radio', { name: 'E-mail address' }));
    await fill(user, screen.getByRole('textbox', { name: 'E-mail address' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Show my booking' }));
    expect(await screen.findByRole('heading', { name: 'Your booking', level: 1 })).toBeInTheDocument();
    expect(asked.at(-1)!.get('email')).toBe('ana@example.com');
    expect(asked.at(-1)!.has('checkInDate')).toBe(false);
    expect(bookingSession.get()).toMatchObject({
      orderId: 69,
      tenantId: 3,
      voucherNo: 'RS-100069',
      grant: 'g1.grant.sig',
    });
    expect(screen.getByRole('link', { name: /Add extra services/ })).toHaveAttribute(
      'href',
      '/extra-services',
    );
    expect(screen.getByRole('link', { name: /Pay/ })).toHaveAttribute('href', '/payment');
  });

  it('from a link, asks only for the surname, then opens the reservation and drops the token from the address', async () => {
    const { user, asked, router } = setup(
      (p) => (p.get('surname') ? HttpResponse.json(envelope(reservation)) : proofNeeded()),
      { at: '/?token=v1.abc.def&lng=en' },
    );
    expect(await screen.findByRole('heading', { name: 'Confirm it’s you' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Voucher number')).toBeNull();
    await fill(user, screen.getByRole('textbox', { name: 'Surname' }), 'petrovic');
    await user.click(screen.getByRole('button', { name: 'Open my booking' }));
    expect(await screen.findByText('Blue Lagoon Hotel Ksamil')).toBeInTheDocument();
    expect(asked.at(-1)!.get('token')).toBe('v1.abc.def');
    expect(asked.at(-1)!.get('surname')).toBe('petrovic');
    await waitFor(() => expect(router.state.location.search).toBe('?lng=en'));
  });

  it('says when a link has expired, and offers the lookup by voucher', async () => {
    const { user } = setup(
      () =>
        HttpResponse.json(
          errorEnvelope('This reservation link has expired. Ask your agent for a new link.'),
          { status: 400 },
        ),
      { at: '/?token=v1.old.sig' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Ask your agent for a new link');
    expect(screen.queryByRole('textbox', { name: 'Surname' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Look up your booking with the voucher number' }));
    expect(await screen.findByLabelText('Voucher number')).toBeInTheDocument();
  });

  it.each([
    ['en', 'en', 'Amount due'],
    ['sr', 'sr-Latn', 'Preostalo za plaćanje'],
  ])('formats the money in %s with the currency', async (lng, locale, dueLabel) => {
    bookingSession.set({
      tenantId: 3,
      orderId: 69,
      voucherNo: 'RS-100069',
      basketId: null,
      grant: 'g1.grant.sig',
      grantExpiresAt: '2099-01-01T00:00:00.000Z',
    });
    const { grants } = setup(() => HttpResponse.json(envelope(reservation)), { lng });
    const money = (v: string) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'RSD' }).format(v as `${number}`);
    const due = await screen.findByText(dueLabel);
    expect(due.nextElementSibling!.textContent).toBe(money('151534.89'));
    expect(document.body.textContent).toContain(money('116346.80'));
    // The stored session reopened the reservation: its grant went along, no proof was asked.
    expect(grants).toEqual(['g1.grant.sig']);
    if (lng === 'sr') expect(money('151534.89')).toMatch(/^151\.534,89\sRSD$/);
  });
});
