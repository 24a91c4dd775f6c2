import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { creationTime, tenantId } from './columns.js';

/* What orders refer to: the demo reservation provider's hotel catalogue (the host's, shared by every tenant) and
 * each tenant's customers (operationsSchema.ts). */

/** The demo reservation provider's hotels (TourVisio-style codes); texts per language in `descriptions`. */
export const hotels = pgTable(
  'hotels',
  {
    id: serial('id').primaryKey(),
    tvHotelCode: text('tv_hotel_code').notNull(),
    /** The reservation provider the hotel comes from (the simulator's code in the demo). */
    providerCode: text('provider_code').notNull().default('SIM'),
    name: text('name').notNull(),
    stars: smallint('stars').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6 }).notNull(),
    longitude: numeric('longitude', { precision: 9, scale: 6 }).notNull(),
    /** Language code → description, for the seven interface languages. */
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull(),
    /** Paths of the images under the SPA's origin (public/hotels). */
    images: jsonb('images').$type<string[]>().notNull(),
    /** Board codes: RO room only, BB bed and breakfast, HB half board, FB full board, AI all inclusive. */
    boardTypes: jsonb('board_types').$type<string[]>().notNull(),
    roomTypes: jsonb('room_types').$type<{ code: string; name: string; maxOccupancy: number }[]>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    creationTime: creationTime(),
  },
  (t) => [
    uniqueIndex('hotels_tv_hotel_code_uq').on(sql`upper(${t.tvHotelCode})`),
    check('hotels_stars_ck', sql`${t.stars} between 1 and 5`),
  ],
);

/** Gender follows ISO/IEC 5218: 0 not known, 1 male, 2 female, 9 not applicable. */
export const customers = pgTable(
  'customers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    emailAddress: text('email_address').notNull(),
    phoneNumber: text('phone_number').notNull(),
    gender: smallint('gender').notNull().default(0),
    identityNumber: text('identity_number'),
    language: text('language').notNull().default('en'),
    creationTime: creationTime(),
  },
  (t) => [
    index('customers_tenant_created_idx').on(t.tenantId, t.creationTime),
    index('customers_created_idx').on(t.creationTime),
    check('customers_gender_ck', sql`${t.gender} in (0, 1, 2, 9)`),
  ],
);
