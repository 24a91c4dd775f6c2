import { Permissions } from '@/api/permissions';
import { orderSorting } from '@/api/schemas/listFields';
import { ordersApi } from '@/api/services/operations';
import { crudResource } from '@/components/resource/resource';

/** Orders (Order/GetOrders, Order/GetOrder): read only on these screens; big lists may answer an estimate. */
export const ordersResource = crudResource('orders', ordersApi, {
  permission: Permissions.Orders,
  readOnly: true,
  sorting: orderSorting,
  getTitle: (order) => order.voucherNo,
});
