import { abpCrud } from '../abpCrud';
import { api } from '../http';
import type { OrderDetailDto } from '../types/operations';

/** Order service (`/api/services/app/Order/*`): the list is `GetOrders`, one order with everything `GetOrder`. */
export const ordersApi = {
  ...abpCrud('Order', { getAll: 'GetOrders', get: 'GetOrder' }),
  /** The order with its lines, travellers, customer, hotel, payments, transfers and audit trail. */
  getDetail: (id: number, signal?: AbortSignal) =>
    api.get<OrderDetailDto>('Order/GetOrder', { Id: id }, { signal }),
};

/** Customer service (`/api/services/app/Customer/*`): `GetCustomers` and `GetCustomer`. */
export const customersApi = abpCrud('Customer', { getAll: 'GetCustomers', get: 'GetCustomer' });
