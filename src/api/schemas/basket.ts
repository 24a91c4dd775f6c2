import { z } from 'zod';
import { v } from './common';
import { money, optionalDay } from './money';
import { optionalUuidField, productTypeField, uuidField } from './product';

/**
 * The visitor's basket of extra services (issue 13): it lives on the server, one open basket per order, so a
 * reload or a second device gets it back. Prices come from the server only: AddItemToBasket has no price field,
 * and one sent anyway is dropped. BasketToOrder adds the lines to the order exactly once.
 */
export const BasketStatus = { Open: 1, Ordered: 2 } as const;

export const addItemToBasketInput = z.object({
  tenantId: v.id(),
  /** Omitted: the order's open basket, created when there is none. */
  basketId: optionalUuidField(),
  orderId: v.id(),
  productType: productTypeField(),
  productId: v.id(),
  /** People for a per-person product, units (vehicles, rooms) otherwise. Adding a product again replaces it. */
  quantity: v.int(1, 99),
  /** The day, for a product that needs one (excursions). */
  date: optionalDay(),
  searchId: optionalUuidField(),
});

/** GetBasket, GetBasketWithItems: without a basket id, the open basket of the order the grant is for. */
export const getBasketInput = z.object({ tenantId: v.id(), basketId: optionalUuidField() });
export const getBasketBySearchInput = z.object({
  tenantId: v.id(),
  basketId: optionalUuidField(),
  searchId: uuidField(),
});
export const removeItemFromBasketInput = z.object({
  tenantId: v.id(),
  productType: productTypeField(),
  lineId: v.id(),
});
export const basketToOrderInput = z.object({ tenantId: v.id(), orderId: v.id(), basketId: uuidField() });

export const basketItemDto = z.object({
  lineId: z.number().int(),
  productId: z.number().int(),
  productType: z.number().int(),
  code: z.string(),
  name: z.string(),
  imageUri: z.string().nullable(),
  pricing: z.number().int(),
  serviceDate: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: money(),
  amount: money(),
  searchId: z.string().nullable(),
});
export type BasketItemDto = z.infer<typeof basketItemDto>;

export const basketDto = z.object({
  /** Null while the order has no basket yet. */
  id: z.string().nullable(),
  tenantId: z.number().int(),
  orderId: z.number().int(),
  currency: z.string(),
  /** 1 open, 2 ordered. */
  status: z.number().int(),
  itemCount: z.number().int(),
  totalAmount: money(),
});
export type BasketDto = z.infer<typeof basketDto>;

export const basketWithItemsDto = basketDto.extend({ items: z.array(basketItemDto) });
export type BasketWithItemsDto = z.infer<typeof basketWithItemsDto>;

export const basketToOrderResultDto = z.object({
  orderId: z.number().int(),
  basketId: z.string(),
  currency: z.string(),
  /** What the basket added to the order. */
  addedAmount: money(),
  addedLines: z.number().int(),
  /** The order after it. */
  orderAmount: money(),
  paidAmount: money(),
  amountDue: money(),
  /** True when the basket had already been added by an earlier call (nothing was added this time). */
  alreadyOrdered: z.boolean(),
});
export type BasketToOrderResultDto = z.infer<typeof basketToOrderResultDto>;
