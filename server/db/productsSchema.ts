import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { creationTime, money, tenantKey } from './columns.js';
import { orders } from './operationsSchema.js';
import { tenants } from './schema.js';

/**
 * The extra services of the public booking flow (issue 13): the demo reservation provider's product catalogue
 * (transfers, insurance, excursions, upgrades) with exact prices per currency, the searches a visitor ran, and
 * the server-side basket (one open basket per order) that `Basket/BasketToOrder` turns into extra order lines.
 *
 * Money is NUMERIC(19,4) travelling as decimal strings, as in operationsSchema.ts; prices are never taken from
 * the client.
 */

/**
 * Type 1 transfer, 2 insurance, 3 excursion, 4 upgrade. Pricing 1 per booking, 2 per person, 3 per night,
 * 4 per person and night. A product with a tenant is that tenant's own; without one the provider offers it to
 * every tenant. A country code limits it to hotels in that country (destination excursions).
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').references(() => tenants.id),
    providerCode: text('provider_code').notNull().default('SIM'),
    code: text('code').notNull(),
    type: smallint('type').notNull(),
    /** Upgrades: `room`, `board` or `checkout`; transfers: `arrival`, `departure` or `roundTrip`. */
    variant: text('variant'),
    countryCode: text('country_code'),
    /** Language code → text, for the seven interface languages. */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull(),
    pricing: smallint('pricing').notNull(),
    /** The visitor picks a day of the stay (excursions); other products follow the stay's dates. */
    needsDate: boolean('needs_date').notNull().default(false),
    /** ISO weekdays (1 Monday … 7 Sunday) it runs on; empty: every day. */
    weekdays: smallint('weekdays')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    /** The season: days outside it are not offered. */
    availableFrom: date('available_from', { mode: 'string' }).notNull(),
    availableTo: date('available_to', { mode: 'string' }).notNull(),
    /** The most units per booking (vehicles, rooms); per-person products are limited by the travellers. */
    maxQuantity: smallint('max_quantity').notNull().default(1),
    /** Paths of the images under the SPA's origin (public/products). */
    images: jsonb('images').$type<string[]>().notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    creationTime: creationTime(),
  },
  (t) => [
    uniqueIndex('products_code_uq').on(tenantKey(t.tenantId), sql`upper(${t.code})`),
    index('products_type_idx').on(t.type, t.sortOrder),
    check('products_type_ck', sql`${t.type} between 1 and 4`),
    check('products_pricing_ck', sql`${t.pricing} between 1 and 4`),
    check('products_season_ck', sql`${t.availableTo} >= ${t.availableFrom}`),
    check('products_max_quantity_ck', sql`${t.maxQuantity} between 1 and 20`),
  ],
);

/** A product's price in one currency (per booking, person or night as the product says). */
export const productPrices = pgTable(
  'product_prices',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    uniqueIndex('product_prices_product_currency_uq').on(t.productId, t.currency),
    check('product_prices_amount_ck', sql`${t.amount} > 0`),
  ],
);

/** What a visitor searched for (Search/SearchProduct): the search id lets a basket show the items it led to. */
export const productSearches = pgTable(
  'product_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull(),
    resultCount: integer('result_count').notNull(),
    creationTime: creationTime(),
  },
  (t) => [index('product_searches_order_idx').on(t.orderId, t.creationTime)],
);

/** Status 1 open, 2 ordered (its lines were added to the order). At most one open basket per order. */
export const baskets = pgTable(
  'baskets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    status: smallint('status').notNull().default(1),
    orderedTime: timestamp('ordered_time', { mode: 'date', precision: 3 }),
    /** The order's amount after the basket was added (what BasketToOrder answers again when repeated). */
    orderAmountAfter: money('order_amount_after'),
    creationTime: creationTime(),
    lastModificationTime: timestamp('last_modification_time', { mode: 'date', precision: 3 }),
  },
  (t) => [
    uniqueIndex('baskets_open_order_uq')
      .on(t.orderId)
      .where(sql`${t.status} = 1`),
    index('baskets_tenant_order_idx').on(t.tenantId, t.orderId),
    check('baskets_status_ck', sql`${t.status} in (1, 2)`),
  ],
);

/** A basket line: the product, its day, how many, and the price the server worked out when it was added. */
export const basketItems = pgTable(
  'basket_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productType: smallint('product_type').notNull(),
    searchId: uuid('search_id'),
    serviceDate: date('service_date', { mode: 'string' }),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    amount: money('amount').notNull(),
    /** The order line it became (BasketToOrder). */
    orderLineId: bigint('order_line_id', { mode: 'number' }),
    creationTime: creationTime(),
  },
  (t) => [
    index('basket_items_basket_idx').on(t.basketId, t.id),
    uniqueIndex('basket_items_product_day_uq').on(
      t.basketId,
      t.productId,
      sql`coalesce(${t.serviceDate}, '0001-01-01')`,
    ),
    check('basket_items_quantity_ck', sql`${t.quantity} between 1 and 99`),
    check('basket_items_amounts_ck', sql`${t.unitPrice} > 0 and ${t.amount} > 0`),
  ],
);
