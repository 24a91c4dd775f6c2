import { eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { OrderDto } from '../../src/api/types/operations.js';
import { decoded, timestampIso, type ColumnIndexes, type ListSelect } from '../abp/crud/index.js';
import { currencies, customers, hotels, orders } from '../db/schema.js';
import { moneyOf, nightsBetween } from './operationsRules.js';

/** The columns of an order's list row: its own, the customer's name and contact, the hotel, and its currency's places. */
const orderColumns = {
  id: orders.id,
  tenantId: orders.tenantId,
  voucherNo: orders.voucherNo,
  userCode: orders.userCode,
  customerId: orders.customerId,
  customerName: sql<string>`${customers.name} || ' ' || ${customers.surname}`,
  customerEmail: customers.emailAddress,
  phoneNumber: customers.phoneNumber,
  hotelId: orders.hotelId,
  hotelCode: hotels.tvHotelCode,
  hotelName: hotels.name,
  checkInDate: orders.checkInDate,
  checkOutDate: orders.checkOutDate,
  adults: orders.adults,
  children: orders.children,
  amount: orders.amount,
  paidAmount: orders.paidAmount,
  currency: orders.currency,
  isPartialPayment: orders.isPartialPayment,
  status: orders.status,
  chargedAfterCancel: orders.chargedAfterCancel,
  creationTime: orders.creationTime,
  lastModificationTime: orders.lastModificationTime,
  // Read with the row (per page row, not per skipped one) instead of a look-up of its own per page.
  currencyDecimals: sql<number>`(select ${currencies.decimalPlaces} from ${currencies} where ${currencies.code} = ${orders.currency} limit 1)`,
};

/**
 * An order's list row, read straight into its DTO (crud/rows.ts): the driver's values, each decoded as Drizzle
 * decodes its column, and the times from PostgreSQL's text without a Date in between (`timestampIso`).
 */
export const orderSelect: ListSelect = {
  columns: orderColumns,
  // LEFT JOINs on primary keys: PostgreSQL leaves them out of the id and count queries that do not use them.
  join: (q: PgSelect) =>
    q
      .leftJoin(customers, eq(customers.id, orders.customerId))
      .leftJoin(hotels, eq(hotels.id, orders.hotelId)),
  read: (at) => (v) => orderDto(v, at as ColumnIndexes<keyof typeof orderColumns>),
};

const positive = (text: string) => (text.startsWith('-') ? '0' : text);

/** Stored amounts whose ten-thousandths fit a double exactly (15 digits). */
const SHORT_MONEY = /^-?\d{1,11}\.\d{4}$/;
const units = (s: string) => Number(s.slice(0, -5) + s.slice(-4));

/** A stored difference of two NUMERIC strings, exactly (scaled to 4 places as stored). */
function minus(a: string, b: string): string {
  let sign: string;
  let abs: string;
  if (SHORT_MONEY.test(a) && SHORT_MONEY.test(b)) {
    // Whole numbers of ten-thousandths below 2^53: exact as doubles, and cheaper than BigInt.
    const d = units(a) - units(b);
    sign = d < 0 ? '-' : '';
    abs = String(d < 0 ? -d : d).padStart(5, '0');
  } else {
    const scaled = (s: string) => {
      const [w = '0', f = ''] = s.split('.');
      return BigInt(w + f.padEnd(4, '0').slice(0, 4));
    };
    const d = scaled(a) - scaled(b);
    sign = d < 0n ? '-' : '';
    abs = (d < 0n ? -d : d).toString().padStart(5, '0');
  }
  return `${sign}${abs.slice(0, -4)}.${abs.slice(-4)}`;
}

const creationIso = timestampIso(orders.creationTime);
const modificationIso = timestampIso(orders.lastModificationTime);

function orderDto(v: unknown[], at: ColumnIndexes<keyof typeof orderColumns>): OrderDto {
  const amount = decoded<string>(orders.amount, v[at.amount]);
  const paidAmount = decoded<string>(orders.paidAmount, v[at.paidAmount]);
  const checkInDate = decoded<string>(orders.checkInDate, v[at.checkInDate]);
  const checkOutDate = decoded<string>(orders.checkOutDate, v[at.checkOutDate]);
  // A currency missing from the catalogue has two decimals (as currencyDecimals answers).
  const d = (v[at.currencyDecimals] as number | null) ?? 2;
  return {
    id: decoded(orders.id, v[at.id]),
    tenantId: decoded(orders.tenantId, v[at.tenantId]),
    voucherNo: v[at.voucherNo] as string,
    userCode: v[at.userCode] as string | null,
    customerId: decoded(orders.customerId, v[at.customerId]),
    customerName: v[at.customerName] as string,
    customerEmail: v[at.customerEmail] as string,
    phoneNumber: v[at.phoneNumber] as string,
    hotelId: decoded(orders.hotelId, v[at.hotelId]),
    hotelCode: v[at.hotelCode] as string,
    hotelName: v[at.hotelName] as string,
    checkInDate,
    checkOutDate,
    nights: nightsBetween(checkInDate, checkOutDate),
    adults: decoded(orders.adults, v[at.adults]),
    children: decoded(orders.children, v[at.children]),
    amount: moneyOf(amount, d),
    paidAmount: moneyOf(paidAmount, d),
    openAmount: moneyOf(positive(minus(amount, paidAmount)), d),
    currency: v[at.currency] as string,
    isPartialPayment: v[at.isPartialPayment] as boolean,
    status: decoded(orders.status, v[at.status]),
    chargedAfterCancel: v[at.chargedAfterCancel] as boolean,
    creationTime: creationIso(v[at.creationTime]),
    lastModificationTime:
      v[at.lastModificationTime] === null ? null : modificationIso(v[at.lastModificationTime]),
  };
}
