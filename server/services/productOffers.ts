import { and, eq, isNull, or } from 'drizzle-orm';
import { moneyText } from '../../src/api/schemas/money.js';
import { OrderStatus } from '../../src/api/schemas/order.js';
import { countsPeople, ProductPricing } from '../../src/api/schemas/product.js';
import type { ProductOfferDto } from '../../src/api/schemas/search.js';
import { scaledDecimal } from '../../src/api/schemas/decimal.js';
import { UserFriendlyError } from '../abp/errors.js';
import type { Culture } from '../abp/l10n/index.js';
import type { ServiceContext } from '../abp/service.js';
import type { Db } from '../db/client.js';
import { hotels, orders, productPrices, products } from '../db/schema.js';
import { nightsBetween } from './operationsRules.js';

/**
 * What the demo provider offers a reservation, and at what price: the server's own arithmetic, in integers of
 * 1/10 000 of the currency (NUMERIC(19,4)), rounded half up to the currency's decimal places. The visitor's
 * client only ever displays these figures.
 */
export type BookingOrder = Awaited<ReturnType<typeof loadBookingOrder>>;
export type ProductRow = typeof products.$inferSelect;

/** The order a booking grant covers, with what pricing needs (currency, stay, travellers, destination). */
export async function loadBookingOrder(db: Db, tenantId: number, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      tenantId: orders.tenantId,
      voucherNo: orders.voucherNo,
      currency: orders.currency,
      checkIn: orders.checkInDate,
      checkOut: orders.checkOutDate,
      adults: orders.adults,
      children: orders.children,
      status: orders.status,
      amount: orders.amount,
      paidAmount: orders.paidAmount,
      countryCode: hotels.countryCode,
      providerCode: hotels.providerCode,
    })
    .from(orders)
    .innerJoin(hotels, eq(hotels.id, orders.hotelId))
    .where(and(eq(orders.id, orderId), eq(orders.tenantId, tenantId)));
  if (!row) throw new UserFriendlyError({ key: 'BookingAccessRequired' }, null, 0, 403);
  return row;
}

/** Extra services can be added while the order is not cancelled. */
export function assertBookable(order: BookingOrder) {
  if (order.status === OrderStatus.Cancelled)
    throw new UserFriendlyError({ key: 'OrderNotBookable' }, null, 0, 400);
}

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayOf(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);
/** ISO weekday, 1 Monday … 7 Sunday. */
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
/** The first day a service can still be booked for: tomorrow (UTC). */
export const firstBookableDay = (now = Date.now()) => dayOf(now + DAY_MS);

export interface Window {
  startDate?: string;
  endDate?: string;
}

const inSeason = (p: ProductRow, day: string) => day >= p.availableFrom && day <= p.availableTo;

/** The days of the stay a dated product can be booked on (excursions: check-in day to the last night). */
export function availableDates(p: ProductRow, order: BookingOrder, window: Window, now?: number): string[] {
  const first = [order.checkIn, firstBookableDay(now), window.startDate ?? ''].sort().at(-1)!;
  const lastNight = addDays(order.checkOut, -1);
  const last = window.endDate && window.endDate < lastNight ? window.endDate : lastNight;
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1))
    if (inSeason(p, day) && (p.weekdays.length === 0 || p.weekdays.includes(weekday(day)))) days.push(day);
  return days;
}

/** The day an undated product happens: departure transfers on check-out day, everything else on check-in. */
export const fixedServiceDate = (p: ProductRow, order: BookingOrder) =>
  p.variant === 'departure' ? order.checkOut : order.checkIn;

/** Whether an undated product can be offered: its day still ahead, in season, inside the searched window. */
export function undatedAvailable(p: ProductRow, order: BookingOrder, window: Window, now?: number) {
  const day = fixedServiceDate(p, order);
  if (day < firstBookableDay(now) || !inSeason(p, order.checkIn) || !inSeason(p, addDays(order.checkOut, -1)))
    return false;
  return (!window.startDate || day >= window.startDate) && (!window.endDate || day <= window.endDate);
}

/** Round half up from 4 decimal places to `decimals`. */
function roundUnits(units: bigint, decimals: number): bigint {
  const factor = 10n ** BigInt(4 - decimals);
  return ((units + factor / 2n) / factor) * factor;
}
const stored = (units: bigint) => `${units / 10_000n}.${(units % 10_000n).toString().padStart(4, '0')}`;

/** One unit's (or one person's) price for the stay, and the line amount for `quantity`; NUMERIC text. */
export function linePrice(
  p: Pick<ProductRow, 'pricing'>,
  price: string,
  order: Pick<BookingOrder, 'checkIn' | 'checkOut'>,
  quantity: number,
  decimals: number,
) {
  const perNight = p.pricing === ProductPricing.PerNight || p.pricing === ProductPricing.PerPersonNight;
  const nights = perNight ? BigInt(Math.max(1, nightsBetween(order.checkIn, order.checkOut))) : 1n;
  const unit = roundUnits(scaledDecimal(price, 4) * nights, decimals);
  return { unitPrice: stored(unit), amount: stored(unit * BigInt(quantity)) };
}

/** The most of a product one booking may hold: its travellers for per-person prices, else the product's limit. */
export const maxQuantityFor = (p: ProductRow, persons: number) =>
  countsPeople(p.pricing) ? persons : p.maxQuantity;

export const textIn = (texts: Record<string, string>, culture: Culture) => texts[culture] ?? texts.en ?? '';

/** The active products the order's tenant, provider and destination allow, with their price in its currency. */
export async function productsFor(db: Db, order: BookingOrder, where?: { type?: number; id?: number }) {
  return db
    .select({ product: products, price: productPrices.amount })
    .from(products)
    .innerJoin(
      productPrices,
      and(eq(productPrices.productId, products.id), eq(productPrices.currency, order.currency)),
    )
    .where(
      and(
        eq(products.isActive, true),
        eq(products.providerCode, order.providerCode),
        or(isNull(products.tenantId), eq(products.tenantId, order.tenantId)),
        or(isNull(products.countryCode), eq(products.countryCode, order.countryCode)),
        where?.type ? eq(products.type, where.type) : undefined,
        where?.id ? eq(products.id, where.id) : undefined,
      ),
    )
    .orderBy(products.type, products.sortOrder);
}

/** The offers of a search: each product that is available, priced for `persons`. */
export async function offersFor(
  ctx: Pick<ServiceContext, 'db' | 'culture'>,
  order: BookingOrder,
  criteria: Window & { productType?: number; persons: number },
  decimals: number,
): Promise<ProductOfferDto[]> {
  const rows = await productsFor(ctx.db, order, { type: criteria.productType });
  const offers: ProductOfferDto[] = [];
  for (const { product: p, price } of rows) {
    const dates = p.needsDate ? availableDates(p, order, criteria) : [];
    if (p.needsDate ? dates.length === 0 : !undatedAvailable(p, order, criteria)) continue;
    const defaultQuantity = countsPeople(p.pricing) ? criteria.persons : 1;
    const { unitPrice, amount } = linePrice(p, price, order, defaultQuantity, decimals);
    offers.push({
      productId: p.id,
      productType: p.type,
      code: p.code,
      variant: p.variant,
      name: textIn(p.names, ctx.culture),
      description: textIn(p.descriptions, ctx.culture),
      imageUri: p.images[0] ?? null,
      pricing: p.pricing,
      needsDate: p.needsDate,
      availableDates: dates,
      serviceDate: p.needsDate ? null : fixedServiceDate(p, order),
      currency: order.currency,
      unitPrice: moneyText(unitPrice, decimals),
      defaultQuantity,
      maxQuantity: maxQuantityFor(p, order.adults + order.children),
      totalPrice: moneyText(amount, decimals),
    });
  }
  return offers;
}
