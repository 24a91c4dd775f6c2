import type { BasketToOrderResultDto, BasketWithItemsDto } from '@/api/schemas/basket';
import type { SearchResultDto } from '@/api/schemas/search';
import { bookingApi } from '../api';
import type { BookingSession } from '../session';

/** What the visitor chose on a product card; the price is never sent (the server works it out). */
export interface AddItem {
  productType: number;
  productId: number;
  quantity: number;
  date?: string;
  searchId?: string;
}

type Scope = Pick<BookingSession, 'tenantId' | 'orderId'>;

/** The Search and Basket calls of the extra-services step, each carrying the visitor's booking grant. */
export const extrasApi = {
  search: (s: Scope, signal?: AbortSignal) =>
    bookingApi.post<SearchResultDto>(
      'Search/SearchProduct',
      { orderId: s.orderId },
      { tenantId: s.tenantId },
      { signal },
    ),
  /** The order's open basket (the server finds it from the grant: a reload or a second device gets it back). */
  basket: (s: Scope, signal?: AbortSignal) =>
    bookingApi.get<BasketWithItemsDto>('Basket/GetBasketWithItems', { tenantId: s.tenantId }, { signal }),
  add: (s: Scope & { basketId: string | null }, item: AddItem) =>
    bookingApi.post<BasketWithItemsDto>('Basket/AddItemToBasket', {
      tenantId: s.tenantId,
      orderId: s.orderId,
      basketId: s.basketId ?? undefined,
      ...item,
    }),
  remove: (s: Scope, line: { productType: number; lineId: number }) =>
    bookingApi.delete<BasketWithItemsDto>('Basket/RemoveItemFromBasket', {
      tenantId: s.tenantId,
      productType: line.productType,
      lineId: line.lineId,
    }),
  toOrder: (s: Scope, basketId: string) =>
    bookingApi.post<BasketToOrderResultDto>('Basket/BasketToOrder', undefined, {
      tenantId: s.tenantId,
      orderId: s.orderId,
      basketId,
    }),
};
