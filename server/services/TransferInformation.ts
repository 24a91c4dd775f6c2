import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  getTransferInfoInput,
  transferInfoDto,
  type TransferInfoDto,
} from '../../src/api/schemas/reservation.js';
import { TripDirection } from '../../src/api/schemas/transferInformationSetting.js';
import { UserFriendlyError } from '../abp/errors.js';
import { op, type ServiceContext, type ServiceDefinition } from '../abp/service.js';
import { hotels, orders, transferInformationSettings } from '../db/schema.js';
import { grantOf, parseTransferBookingNumber, reservationView } from './reservationView.js';

/**
 * TransferInformation/GetTransferInfo: the pick-ups of a transfer booked with an order, for the holder of that
 * order's booking grant. The supplier (a TransferInformationSetting of the tenant) says which trip directions it
 * runs: round trip when it offers 3, else the first it offers. The demo supplier answers deterministically
 * (the real one would be asked at the setting's endpoint): an airport pick-up on arrival day, a hotel pick-up on
 * departure day.
 */
const AIRPORTS: Record<string, string> = {
  MK: 'Skopje International Airport (SKP)',
  RS: 'Belgrade Nikola Tesla Airport (BEG)',
  AL: 'Tirana International Airport (TIA)',
  XK: 'Pristina International Airport (PRN)',
  BA: 'Sarajevo International Airport (SJJ)',
  RO: 'Bucharest Henri Coandă Airport (OTP)',
  DE: 'Frankfurt Airport (FRA)',
};
const CITY_AIRPORTS: Record<string, string> = { Ohrid: 'Ohrid St. Paul the Apostle Airport (OHD)' };

const notFound = () => new UserFriendlyError({ key: 'TransferInfoNotFound' }, null, 0, 404);

/** A time of day from the booking number: whole half hours between `from` and `from + span` hours. */
function timeFrom(seed: string, from: number, span: number) {
  const n = createHash('sha256').update(seed).digest().readUInt16BE(0) % (span * 2);
  const minutes = from * 60 + n * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

async function transferInfo(
  ctx: ServiceContext,
  input: { supplierBookingNumber: string; supplierCode: string; tenantId?: number | undefined },
): Promise<TransferInfoDto> {
  const grant = grantOf(ctx, input.tenantId ?? ctx.session.tenantId);
  const parsed = parseTransferBookingNumber(input.supplierBookingNumber);
  if (!parsed) throw notFound();
  const [order] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tenantId, grant.tenantId), eq(orders.voucherNo, parsed.voucherNo)));
  // Another order's booking number: the same refusal as no grant at all.
  if (!order || order.id !== grant.orderId)
    throw new UserFriendlyError({ key: 'BookingAccessRequired' }, null, 0, 403);
  const view = await reservationView(ctx, grant.tenantId, order.id);
  const booked = view?.transfers.find(
    (t) =>
      t.supplierBookingNumber === input.supplierBookingNumber.trim().toUpperCase() &&
      t.supplierCode.toUpperCase() === input.supplierCode.trim().toUpperCase(),
  );
  if (!view || !booked) throw notFound();
  const [setting] = await ctx.db
    .select({ tripDirections: transferInformationSettings.tripDirections })
    .from(transferInformationSettings)
    .where(
      and(
        eq(transferInformationSettings.tenantId, grant.tenantId),
        eq(sql`upper(${transferInformationSettings.supplierCode})`, booked.supplierCode.toUpperCase()),
        eq(transferInformationSettings.isActive, true),
      ),
    );
  if (!setting?.tripDirections.length) throw notFound();
  const direction = setting.tripDirections.includes(TripDirection.RoundTrip)
    ? TripDirection.RoundTrip
    : setting.tripDirections[0]!;
  const [hotel] = await ctx.db
    .select({ city: hotels.city })
    .from(hotels)
    .where(eq(hotels.tvHotelCode, view.hotel.tvHotelCode));
  const airport =
    CITY_AIRPORTS[hotel?.city ?? ''] ?? AIRPORTS[view.hotel.countryCode] ?? `${view.hotel.city} airport`;
  const hotelPlace = `${view.hotel.name}, ${view.hotel.address}, ${view.hotel.city}`;
  const legs: TransferInfoDto['legs'] = [];
  if (direction !== TripDirection.Backward)
    legs.push({
      direction: TripDirection.Forward,
      date: view.checkIn,
      pickupTime: timeFrom(`${booked.supplierBookingNumber}/1`, 10, 8),
      pickupPlace: airport,
      dropoffPlace: hotelPlace,
    });
  if (direction !== TripDirection.Forward)
    legs.push({
      direction: TripDirection.Backward,
      date: view.checkOut,
      pickupTime: timeFrom(`${booked.supplierBookingNumber}/2`, 6, 6),
      pickupPlace: hotelPlace,
      dropoffPlace: airport,
    });
  return {
    supplierBookingNumber: booked.supplierBookingNumber,
    supplierCode: booked.supplierCode,
    tripDirection: direction,
    passengers: view.adults + view.children,
    legs,
  };
}

export const transferInformationService: ServiceDefinition = {
  name: 'TransferInformation',
  anonymous: true,
  operations: {
    GetTransferInfo: op({ input: getTransferInfoInput, output: transferInfoDto, handler: transferInfo }),
  },
};
