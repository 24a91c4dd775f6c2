import { z } from 'zod';
import { v } from './common';

/**
 * Extra services of the public booking flow (issue 13): the demo reservation provider's products. The server
 * prices them; the SPA only displays what it answers.
 */
export { countsPeople, ProductPricing, ProductType, productTypes } from './productKinds';

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
