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
import { NO_FACTS, proves, throttleProof } from './reservationProof.js';
import { findByVoucher, grantOf, reservationView } from './reservationView.js';

type Input = z.output<typeof getReservationInput>;

/** One answer for an unknown voucher, a wrong surname or phone, another tenant's voucher: nothing to tell apart. */
const notFound = () => new UserFriendlyError({ key: 'ReservationNotFound' }, null, 0, 404);
const accessRequired = () => new UserFriendlyError({ key: 'BookingAccessRequired' }, null, 0, 403);
const normalVoucher = (value: string) => value.trim().toUpperCase();

/** The tenant the call is about: the one it names, else the one of its host (the tenant header). */
const tenantOf = (ctx: ServiceContext, input: { tenantId?: number | undefined }) =>
  input.tenantId ?? ctx.session.tenantId;

/** Voucher (from the visitor or from a signed link) plus surname or phone: counted, checked, then the reservation. */
async function prove(ctx: ServiceContext, tenantId: number | null, voucherNo: string, input: Input) {
  const attempt = await throttleProof(ctx, tenantId, voucherNo);
  const found = tenantId === null ? null : await findByVoucher(ctx.db, tenantId, voucherNo);
  const answer = { surname: input.surname, phoneNumber: input.phoneNumber };
  // An unknown voucher is checked against made-up facts: the same work, the same answer.
  const proved = proves(found?.facts ?? NO_FACTS, answer);
  const agentMatches = !input.userCode || normalVoucher(input.userCode) === (found?.userCode ?? '');
  if (!found || !proved || !agentMatches || tenantId === null) throw notFound();
  await attempt.succeeded();
  const view = await reservationView(ctx, tenantId, found.orderId);
  if (!view) throw notFound();
  return view;
}

/**
 * Reservation/GetReservation. Three ways in, tried in this order:
 * 1. `Token` (a signed reservation link) + `Surname` or `PhoneNumber`; an expired or altered link has its own
 *    message (ask the agent for a new one); a token alone only checks the link;
 * 2. `VoucherNo` + `Surname` or `PhoneNumber`;
 * 3. the `X-Booking-Grant` header for the order (`OrderId` optional), to open it again from the other pages.
 */
async function getReservation(ctx: ServiceContext, input: Input) {
  const tenantId = tenantOf(ctx, input);
  const answered = !!(input.surname || input.phoneNumber);
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
    if (!answered) throw fieldError(['surname', 'phoneNumber'], 'ReservationLinkProofRequired');
    return prove(ctx, link.claims.tenantId, normalVoucher(link.claims.voucherNo), input);
  }
  if (input.voucherNo) {
    if (!answered) throw fieldError(['surname', 'phoneNumber'], 'ReservationProofRequired');
    return prove(ctx, tenantId, normalVoucher(input.voucherNo), input);
  }
  const grant = verifyBookingGrant(ctx.deps.secret, ctx.request.headers[BOOKING_GRANT_HEADER]);
  if (!grant) {
    if (answered) throw fieldError(['voucherNo'], 'ReservationProofRequired');
    throw accessRequired();
  }
  if (
    (tenantId !== null && grant.tenantId !== tenantId) ||
    (input.orderId && input.orderId !== grant.orderId)
  )
    throw accessRequired();
  const view = await reservationView(ctx, grant.tenantId, grant.orderId);
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
