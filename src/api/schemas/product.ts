import { z } from 'zod';
import { v } from './common';

/**
 * Extra services of the public booking flow (issue 13): the demo reservation provider's products. The server
 * prices them; the SPA only displays what it answers.
 */
export const ProductType = { Transfer: 1, Insurance: 2, Excursion: 3, Upgrade: 4 } as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];
export const productTypes: readonly ProductType[] = [1, 2, 3, 4];

/** How a product's price applies: once per booking, per person, per night, or per person and night. */
export const ProductPricing = { PerBooking: 1, PerPerson: 2, PerNight: 3, PerPersonNight: 4 } as const;
export type ProductPricing = (typeof ProductPricing)[keyof typeof ProductPricing];

/** Whether the quantity counts people (per-person prices) rather than units (vehicles, rooms). */
export const countsPeople = (pricing: number) =>
  pricing === ProductPricing.PerPerson || pricing === ProductPricing.PerPersonNight;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const blank = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
/** Basket and search ids: UUIDs; anything else is a 400 naming the field. */
export const uuidField = () => z.preprocess(blank, z.string().regex(UUID));
export const optionalUuidField = () => z.preprocess(blank, z.string().regex(UUID).optional());

export const productTypeField = () => v.int(1, 4);

/** GET Product/GetProductMediaUri?ProductTypeId&ProductId (the visitor's booking grant names the tenant). */
export const getProductMediaUriInput = z.object({
  productTypeId: productTypeField(),
  productId: v.id(),
});

export const productMediaDto = z.object({
  productId: z.number().int(),
  productTypeId: z.number().int(),
  items: z.array(
    z.object({
      uri: z.string(),
      mediaType: z.string(),
      title: z.string(),
      isMain: z.boolean(),
    }),
  ),
});
export type ProductMediaDto = z.infer<typeof productMediaDto>;
