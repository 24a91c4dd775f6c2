import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { customers, orders, orderTravellers } from '../db/schema.js';
import { foldName, samePhone } from './reservationProof.js';

/**
 * What a visitor may know about a booking, and how it is found: by its voucher, or by a traveller's ticket number.
 *
 * A ticket number is `<traveller id>-<8 digits>`: the digits are a keyed hash (the server secret) of the tenant and
 * the traveller, so they cannot be guessed from the id; a changed JWT_SECRET changes every ticket number.
 */
export interface BookingFacts {
  orderId: number;
  voucherNo: string;
  userCode: string | null;
  surname: string;
  email: string;
  phoneNumber: string;
  checkInDate: string;
  travellers: { id: number; firstName: string; lastName: string }[];
}

/** The facts an unknown voucher or ticket is checked against: the same work as a real one, never a match. */
export const NO_BOOKING: BookingFacts = {
  orderId: 0,
  voucherNo: '\u0000',
  userCode: null,
  surname: '\u0000',
  email: '\u0000',
  phoneNumber: '\u0000',
  checkInDate: '\u0000',
  travellers: [{ id: 0, firstName: '\u0000', lastName: '\u0000' }],
};

const ticketDigits = (secret: string, tenantId: number, travellerId: number) =>
  String(
    createHmac('sha256', secret).update(`ticket:${tenantId}:${travellerId}`).digest().readUInt32BE(0) % 1e8,
  ).padStart(8, '0');

/** The ticket number of a traveller of the tenant. */
export const ticketNumberOf = (secret: string, tenantId: number, travellerId: number) =>
  `${travellerId}-${ticketDigits(secret, tenantId, travellerId)}`;

/** The traveller a ticket number names, when its digits are right for the tenant; null otherwise. */
export function travellerOfTicket(secret: string, tenantId: number, ticketNumber: string): number | null {
  const match = /^(\d{1,12})-?(\d{8})$/.exec(ticketNumber.replace(/\s/g, ''));
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(ticketDigits(secret, tenantId, id));
  return timingSafeEqual(expected, Buffer.from(match[2]!)) ? id : null;
}

/** A booking of the tenant with its facts, in one query whether it exists or not; null when there is none. */
async function findBooking(db: Db, tenantId: number, where: SQL | undefined): Promise<BookingFacts | null> {
  const rows = await db
    .select({
      orderId: orders.id,
      voucherNo: orders.voucherNo,
      userCode: orders.userCode,
      checkInDate: orders.checkInDate,
      surname: customers.surname,
      email: customers.emailAddress,
      phoneNumber: customers.phoneNumber,
      travellerId: orderTravellers.id,
      firstName: orderTravellers.firstName,
      lastName: orderTravellers.lastName,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(orderTravellers, eq(orderTravellers.orderId, orders.id))
    .where(and(eq(orders.tenantId, tenantId), where))
    .orderBy(asc(orderTravellers.id));
  const first = rows[0];
  if (!first) return null;
  return {
    orderId: first.orderId,
    voucherNo: first.voucherNo,
    userCode: first.userCode,
    surname: first.surname,
    email: first.email,
    phoneNumber: first.phoneNumber,
    checkInDate: first.checkInDate,
    travellers: rows.flatMap((r) =>
      r.travellerId === null ? [] : [{ id: r.travellerId, firstName: r.firstName!, lastName: r.lastName! }],
    ),
  };
}

export const bookingByVoucher = (db: Db, tenantId: number, voucherNo: string) =>
  findBooking(db, tenantId, eq(orders.voucherNo, voucherNo));

/** The booking a traveller (of a valid ticket number) belongs to. */
export const bookingByTraveller = (db: Db, tenantId: number, travellerId: number) =>
  findBooking(
    db,
    tenantId,
    eq(
      orders.id,
      db
        .select({ id: orderTravellers.orderId })
        .from(orderTravellers)
        .where(eq(orderTravellers.id, travellerId)),
    ),
  );

const sameName = (given: string | null, stored: string) => {
  const a = given ? foldName(given) : '';
  return a.length > 0 && a === foldName(stored);
};

/** What the visitor answered (the query's facts). */
export interface Answer {
  surname: string | null;
  phoneNumber: string | null;
  email: string | null;
  checkInDate: string | null;
  travellerFirstName: string | null;
  travellerLastName: string | null;
}

/** The surname of the booking: the customer's, or any traveller's last name. */
const surnameMatches = (b: BookingFacts, a: Answer) =>
  sameName(a.surname, b.surname) || b.travellers.some((t) => sameName(a.surname, t.lastName));

/**
 * Voucher path: the surname AND a second fact (the check-in date as a calendar date, the e-mail address without
 * case, or the phone number by its digits). Every comparison runs, so a wrong answer costs what a right one does.
 */
export function provesWithVoucher(b: BookingFacts, a: Answer): boolean {
  const surname = surnameMatches(b, a);
  const date = a.checkInDate !== null && a.checkInDate === b.checkInDate;
  const email = !!a.email && a.email.trim().toLowerCase() === b.email.trim().toLowerCase();
  const phone = !!a.phoneNumber && samePhone(a.phoneNumber, b.phoneNumber);
  return surname && (date || email || phone);
}

/** Reservation-link path (the signed token is the first fact): the surname or the phone number. */
export const provesWithLink = (b: BookingFacts, a: Answer) =>
  surnameMatches(b, a) || (!!a.phoneNumber && samePhone(a.phoneNumber, b.phoneNumber));

/** Ticket path: the ticket's own traveller's first AND last name. */
export function provesWithTicket(b: BookingFacts, travellerId: number, a: Answer): boolean {
  const traveller = b.travellers.find((t) => t.id === travellerId) ?? NO_BOOKING.travellers[0]!;
  const first = sameName(a.travellerFirstName, traveller.firstName);
  const last = sameName(a.travellerLastName, traveller.lastName);
  return first && last;
}
