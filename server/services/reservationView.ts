import { and, asc, eq } from 'drizzle-orm';
import { scaledDecimal } from '../../src/api/schemas/decimal.js';
import { OrderLineKind } from '../../src/api/schemas/order.js';
import { PARTIAL_PAYMENT_MINIMUM_PERCENT, type ReservationDto } from '../../src/api/schemas/reservation.js';
import { BOOKING_GRANT_HEADER, signBookingGrant, verifyBookingGrant } from '../abp/bookingGrant.js';
import { UserFriendlyError } from '../abp/errors.js';
import type { ServiceContext } from '../abp/service.js';
import type { Db } from '../db/client.js';
import {
  customers,
  hotels,
  orderLines,
  orders,
  orderTravellers,
  transferInformationSettings,
} from '../db/schema.js';
import { paymentClosure, today } from '../payments/rules.js';
import { bookingContact } from './bookingContact.js';
import { currencyDecimals, moneyOf, nightsBetween } from './operationsRules.js';

/** The extra line that books an airport transfer (the demo provider's code). */
export const TRANSFER_LINE_CODE = 'TRF';

/** The transfer's booking number at the supplier: the voucher and the transfer's place among the order's transfers. */
export const transferBookingNumber = (voucherNo: string, n: number) => `${voucherNo}-T${n}`;

/** The voucher and the transfer's number a supplier booking number names, or null. */
export function parseTransferBookingNumber(value: string): { voucherNo: string; n: number } | null {
  const match = /^(.+)-T(\d{1,3})$/.exec(value.trim().toUpperCase());
  return match ? { voucherNo: match[1]!, n: Number(match[2]) } : null;
}

const SCALE = 4;
/** A scaled (10⁻⁴) amount as money text with the currency's places, rounded up to them. */
function ceilMoney(scaled: bigint, decimals: number): string {
  const unit = 10n ** BigInt(SCALE - decimals);
  const minor = (scaled + unit - 1n) / unit;
  const text = minor.toString().padStart(decimals + 1, '0');
  return decimals > 0 ? `${text.slice(0, -decimals)}.${text.slice(-decimals)}` : text;
}

/** The transfers booked with an order: one per transfer line, with the tenant's first active supplier. */
async function transfersOf(
  db: Db,
  order: { tenantId: number; voucherNo: string; checkInDate: string },
  lines: { code: string; kind: number }[],
) {
  const transferLines = lines.filter(
    (l) => l.kind === OrderLineKind.Extra && l.code.toUpperCase() === TRANSFER_LINE_CODE,
  );
  if (!transferLines.length) return [];
  const [supplier] = await db
    .select({ supplierCode: transferInformationSettings.supplierCode })
    .from(transferInformationSettings)
    .where(
      and(
        eq(transferInformationSettings.tenantId, order.tenantId),
        eq(transferInformationSettings.isActive, true),
      ),
    )
    .orderBy(asc(transferInformationSettings.id))
    .limit(1);
  if (!supplier) return [];
  return transferLines.map((_, i) => ({
    supplierBookingNumber: transferBookingNumber(order.voucherNo, i + 1),
    supplierCode: supplier.supplierCode,
    departureDate: order.checkInDate,
  }));
}

/** The reservation as its customer sees it, with a fresh booking grant for the order. */
export async function reservationView(ctx: ServiceContext, tenantId: number, orderId: number) {
  const { db } = ctx;
  const [row] = await db
    .select({ order: orders, customer: customers, hotel: hotels })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(hotels, eq(hotels.id, orders.hotelId))
    .where(and(eq(orders.id, orderId), eq(orders.tenantId, tenantId)));
  if (!row) return null;
  const { order, customer, hotel } = row;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  const travellers = await db
    .select()
    .from(orderTravellers)
    .where(eq(orderTravellers.orderId, order.id))
    .orderBy(asc(orderTravellers.id));
  const d = (await currencyDecimals(db, [order.currency]))(order.currency);
  const amount = scaledDecimal(order.amount, SCALE);
  const paid = scaledDecimal(order.paidAmount, SCALE);
  const due = amount > paid ? amount - paid : 0n;
  const share = (amount * BigInt(PARTIAL_PAYMENT_MINIMUM_PERCENT)) / 100n;
  const grant = signBookingGrant(ctx.deps.secret, { tenantId, orderId: order.id });
  const closure = await paymentClosure(db, order);
  const dto: ReservationDto = {
    orderId: order.id,
    tenantId: order.tenantId,
    voucherNo: order.voucherNo,
    status: order.status,
    currency: order.currency,
    amount: moneyOf(order.amount, d),
    paidAmount: moneyOf(order.paidAmount, d),
    amountDue: ceilMoney(due, d),
    isPartialPayment: order.isPartialPayment,
    minimumPartialAmount: order.isPartialPayment ? ceilMoney(share < due ? share : due, d) : null,
    checkIn: order.checkInDate,
    checkOut: order.checkOutDate,
    nights: nightsBetween(order.checkInDate, order.checkOutDate),
    adults: order.adults,
    children: order.children,
    hotel: {
      tvHotelCode: hotel.tvHotelCode,
      name: hotel.name,
      stars: hotel.stars,
      address: hotel.address,
      city: hotel.city,
      countryCode: hotel.countryCode,
    },
    customer: {
      name: customer.name,
      surname: customer.surname,
      email: customer.emailAddress,
      phoneNumber: customer.phoneNumber,
      language: customer.language,
    },
    travellers: travellers.map((t) => ({
      id: t.id,
      kind: t.kind,
      firstName: t.firstName,
      lastName: t.lastName,
      birthDate: t.birthDate,
      isLead: t.isLead,
    })),
    lines: lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      code: l.code,
      description: l.description,
      quantity: l.quantity,
      unitPrice: moneyOf(l.unitPrice, d),
      amount: moneyOf(l.amount, d),
    })),
    agentCode: order.userCode,
    paymentClosed: closure?.reason ?? null,
    stayOver: order.checkOutDate < today(),
    contact: closure || order.checkOutDate < today() ? await bookingContact(db, order) : null,
    transfers: await transfersOf(db, order, lines),
    bookingGrant: grant.token,
    bookingGrantExpiresAt: grant.expiresAt.toISOString(),
  };
  return dto;
}

/**
 * The request's booking grant, which must be for `tenantId` when the call names one (else its own tenant counts);
 * a 403 asking the visitor to open their reservation again otherwise.
 */
export function grantOf(ctx: ServiceContext, tenantId: number | null | undefined) {
  const grant = verifyBookingGrant(ctx.deps.secret, ctx.request.headers[BOOKING_GRANT_HEADER]);
  if (!grant || (tenantId != null && grant.tenantId !== tenantId))
    throw new UserFriendlyError({ key: 'BookingAccessRequired' }, null, 0, 403);
  return grant;
}
