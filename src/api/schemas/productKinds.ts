/**
 * Product types and pricing of the extra services (issue 13), free of zod so that the public pages can use them
 * without loading the schema library (src/api/schemas/product.ts re-exports them next to the schemas).
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
