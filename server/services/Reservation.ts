import type { z } from 'zod';
import {
  getReservationInput,
  getUserDocumentInput,
  hotelDetailDto,
  hotelImagesDto,
  hotelLocationDto,
  hotelLookupInput,
  reservationDto,
  userDocumentsDto,
} from '../../src/api/schemas/reservation.js';
import { BOOKING_GRANT_HEADER, verifyBookingGrant } from '../abp/bookingGrant.js';
import { fieldError, UserFriendlyError } from '../abp/errors.js';
import { op, type ServiceContext, type ServiceDefinition } from '../abp/service.js';
import { userDocuments } from './bookingDocuments.js';
import { hotelDetail, hotelImages, hotelLocation } from './hotelInfo.js';
import { verifyReservationLinkToken } from './reservationLinkToken.js';
import { noticeGuessing } from './reservationGuessNotice.js';
import {
  bookingByTraveller,
  bookingByVoucher,
  NO_BOOKING,
  provesWithLink,
  provesWithTicket,
  provesWithVoucher,
  ticketNumberOf,
  travellerOfTicket,
  type Answer,
  type BookingFacts,
} from './reservationLookup.js';
import { subjectKey, throttleProof } from './reservationProof.js';
import { grantOf, reservationView } from './reservationView.js';

type Input = z.output<typeof getReservationInput>;

/** One answer for an unknown voucher, wrong facts, another tenant's voucher: nothing to tell apart. */
const notFound = () => new UserFriendlyError({ key: 'ReservationNotFound' }, null, 0, 404);
const accessRequired = () => new UserFriendlyError({ key: 'BookingAccessRequired' }, null, 0, 403);
const normalVoucher = (value: string) => value.trim().toUpperCase();

/** The tenant the call is about: the one it names, else the one of its host (the tenant header). */
const tenantOf = (ctx: ServiceContext, input: { tenantId?: number | undefined }) =>
  input.tenantId ?? ctx.session.tenantId;

/** The reservation as its customer sees it, each traveller with their ticket number. */
async function viewOf(ctx: ServiceContext, tenantId: number, orderId: number) {
  const view = await reservationView(ctx, tenantId, orderId);
  if (!view) return null;
  const travellers = view.travellers.map((t) => ({
    ...t,
    ticketNumber: ticketNumberOf(ctx.deps.secret, tenantId, t.id),
  }));
  return { ...view, travellers };
}

type Proof = (booking: BookingFacts, answer: Answer) => boolean;

/**
 * Counts the try at the booking (`key`), then checks the answer against it (an unknown one against made-up facts:
 * the same work, the same answer), then the reservation. The voucher-wide lock tells the tenant.
 */
async function open(
  ctx: ServiceContext,
  tenantId: number | null,
  key: string,
  find: () => Promise<BookingFacts | null>,
  proof: Proof,
  input: Input,
) {
  const attempt = await throttleProof(ctx, key, (attempts) => {
    if (tenantId !== null) noticeGuessing(ctx.deps, tenantId, key, attempts);
  });
  const found = tenantId === null ? null : await find();
  const proved = proof(found ?? NO_BOOKING, input);
  const agentMatches = !input.userCode || normalVoucher(input.userCode) === (found?.userCode ?? '');
  if (!found || !proved || !agentMatches || tenantId === null) throw notFound();
  await attempt.succeeded();
  const view = await viewOf(ctx, tenantId, found.orderId);
  if (!view) throw notFound();
  return view;
}

const byVoucher = (
  ctx: ServiceContext,
  tenantId: number | null,
  voucherNo: string,
  proof: Proof,
  input: Input,
) =>
  open(
    ctx,
    tenantId,
    subjectKey('v', tenantId, voucherNo),
    () => bookingByVoucher(ctx.db, tenantId!, voucherNo),
    proof,
    input,
  );

/**
 * A ticket number with its traveller's names: counted against the booking's voucher when the ticket is real (the
 * same limits as the voucher path), else against the ticket number itself; a VoucherNo given must be the booking's.
 */
async function byTicket(ctx: ServiceContext, tenantId: number | null, input: Input) {
  const ticket = input.ticketNumber!.replace(/\s/g, '');
  const travellerId = tenantId === null ? null : travellerOfTicket(ctx.deps.secret, tenantId, ticket);
  const booking = travellerId === null ? null : await bookingByTraveller(ctx.db, tenantId!, travellerId);
  const voucher = input.voucherNo ? normalVoucher(input.voucherNo) : null;
  const key = booking ? subjectKey('v', tenantId, booking.voucherNo) : subjectKey('t', tenantId, ticket);
  const proof: Proof = (b, a) =>
    provesWithTicket(b, travellerId ?? 0, a) && (voucher === null || voucher === b.voucherNo);
  return open(ctx, tenantId, key, () => Promise.resolve(booking), proof, input);
}

const hasSecondFact = (input: Input) => !!(input.checkInDate || input.email || input.phoneNumber);

/**
 * Reservation/GetReservation. Four ways in, tried in this order:
 * 1. `Token` (a signed reservation link) + `Surname` or `PhoneNumber`; an expired or altered link has its own
 *    message (ask the agent for a new one); a token alone only checks the link;
 * 2. `TicketNumber` + `TravellerFirstName` + `TravellerLastName` (the ticket's traveller), `VoucherNo` optional;
 * 3. `VoucherNo` + `Surname` + one of `CheckInDate`, `Email`, `PhoneNumber`;
 * 4. the `X-Booking-Grant` header for the order (`OrderId` optional), to open it again from the other pages.
 * 2 and 3 share the limits per voucher (reservationProof.ts).
 */
async function getReservation(ctx: ServiceContext, input: Input) {
  const tenantId = tenantOf(ctx, input);
  if (input.token) {
    const link = verifyReservationLinkToken(ctx.deps.secret, input.token);
    if (!link.ok)
      throw new UserFriendlyError(
        { key: link.reason === 'expired' ? 'ReservationLinkExpired' : 'ReservationLinkInvalid' },
        null,
        0,
        400,
      );
    if (tenantId !== null && tenantId !== link.claims.tenantId)
      throw new UserFriendlyError({ key: 'ReservationLinkInvalid' }, null, 0, 400);
    if (!input.surname && !input.phoneNumber)
      throw fieldError(['surname', 'phoneNumber'], 'ReservationLinkProofRequired');
    const voucherNo = normalVoucher(link.claims.voucherNo);
    return byVoucher(ctx, link.claims.tenantId, voucherNo, provesWithLink, input);
  }
  if (input.ticketNumber) {
    const missing = (['travellerFirstName', 'travellerLastName'] as const).filter((f) => !input[f]);
    if (missing.length) throw fieldError([...missing], 'ReservationTicketProofRequired');
    return byTicket(ctx, tenantId, input);
  }
  if (input.voucherNo) {
    if (!input.surname || !hasSecondFact(input))
      throw fieldError(
        [...(input.surname ? [] : ['surname']), ...(hasSecondFact(input) ? [] : ['checkInDate', 'email'])],
        'ReservationProofRequired',
      );
    return byVoucher(ctx, tenantId, normalVoucher(input.voucherNo), provesWithVoucher, input);
  }
  const grant = verifyBookingGrant(ctx.deps.secret, ctx.request.headers[BOOKING_GRANT_HEADER]);
  if (!grant) {
    if (input.surname || input.phoneNumber) throw fieldError(['voucherNo'], 'ReservationProofRequired');
    throw accessRequired();
  }
  if (
    (tenantId !== null && grant.tenantId !== tenantId) ||
    (input.orderId && input.orderId !== grant.orderId)
  )
    throw accessRequired();
  const view = await viewOf(ctx, grant.tenantId, grant.orderId);
  if (!view) throw accessRequired();
  return view;
}

/** The hotel catalogue is public (what any hotel site shows); the tenant is not needed to read it. */
export const reservationService: ServiceDefinition = {
  name: 'Reservation',
  anonymous: true,
  operations: {
    GetReservation: op({
      input: getReservationInput,
      output: reservationDto,
      handler: getReservation,
    }),
    GetHotelDetail: op({
      input: hotelLookupInput,
      output: hotelDetailDto,
      handler: (ctx, input) => hotelDetail(ctx, input.tvHotelCode, input.language ?? ctx.culture),
    }),
    GetHotelImages: op({
      input: hotelLookupInput,
      output: hotelImagesDto,
      handler: (ctx, input) => hotelImages(ctx, input.tvHotelCode, input.language ?? ctx.culture),
    }),
    GetHotelLocation: op({
      input: hotelLookupInput,
      output: hotelLocationDto,
      handler: (ctx, input) => hotelLocation(ctx, input.tvHotelCode),
    }),
    /** The order's documents (a printable voucher), for the holder of its booking grant. */
    GetUserDocument: op({
      input: getUserDocumentInput,
      output: userDocumentsDto,
      handler: async (ctx, input) => {
        const grant = grantOf(ctx, tenantOf(ctx, input));
        return userDocuments(ctx, grant, normalVoucher(input.voucherNo), input.documentUrls);
      },
    }),
  },
};
