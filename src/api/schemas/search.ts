import { z } from 'zod';
import { v } from './common';
import { money, optionalDay } from './money';
import { productTypeField } from './product';

/**
 * Search/SearchProduct?tenantId (by order) and Search/SearchVouchersProduct?tenantId (by voucher number): the
 * products offered for a reservation, priced by the server in the order's currency for its travellers. Dates
 * narrow the search to part of the stay; the number of people defaults to the order's travellers and may only
 * be lower. The tenant may come in the query (as the spec calls it) or in the body.
 */
const criteria = {
  tenantId: v.optionalInt(1),
  productType: productTypeField().optional(),
  startDate: optionalDay(),
  endDate: optionalDay(),
  adults: v.optionalInt(1, 20),
  children: v.optionalInt(0, 20),
};

export const searchProductInput = z.object({ orderId: v.id(), ...criteria });
export const searchVouchersProductInput = z.object({ voucherNo: v.string(50), ...criteria });

export const productOfferDto = z.object({
  productId: z.number().int(),
  productType: z.number().int(),
  code: z.string(),
  variant: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  imageUri: z.string().nullable(),
  pricing: z.number().int(),
  /** The visitor picks one of `availableDates`; otherwise the service follows the stay (`serviceDate`). */
  needsDate: z.boolean(),
  availableDates: z.array(z.string()),
  serviceDate: z.string().nullable(),
  currency: z.string(),
  /** The price of one unit (or one person) for the whole stay. */
  unitPrice: money(),
  defaultQuantity: z.number().int(),
  maxQuantity: z.number().int(),
  /** `unitPrice × defaultQuantity`. */
  totalPrice: money(),
});
export type ProductOfferDto = z.infer<typeof productOfferDto>;

export const searchResultDto = z.object({
  searchId: z.string(),
  orderId: z.number().int(),
  currency: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  persons: z.number().int(),
  nights: z.number().int(),
  items: z.array(productOfferDto),
});
export type SearchResultDto = z.infer<typeof searchResultDto>;
