import { sql } from 'drizzle-orm';
import { Permissions } from '../../src/api/permissions.js';
import { idInput } from '../../src/api/schemas/common.js';
import { getOrdersInput, orderDetailDto, orderDto, type orderSorting } from '../../src/api/schemas/order.js';
import type { OrderDto } from '../../src/api/types/operations.js';
import {
  getOrderPaymentsInput,
  paymentDto,
  type orderPaymentSorting,
} from '../../src/api/schemas/payment.js';
import { crudService, filter, folded, patternOrder, type SortWhitelist } from '../abp/crud/index.js';
import { EntityNotFoundError } from '../abp/errors.js';
import { op, type ServiceContext, type ServiceDefinition } from '../abp/service.js';
import { customers, orders, payments } from '../db/schema.js';
import { agentCondition, agentScope, opsFilter } from './operationsRules.js';
import { orderSelect } from './orderList.js';
import { orderDetail, paymentDtos, paymentSelect, type PaymentListRow } from './orderQueries.js';

/** Above this many matching orders, GetOrders answers the database's estimate (flagged) instead of counting. */
export const ORDERS_EXACT_COUNT_UP_TO = 10_000;

/**
 * Orders, newest first. A tenant's staff see their tenant's; the host sees every tenant's (TenantId narrows).
 * Agents see only the orders carrying their agent code (operationsRules.ts). The list reads a page by ids and
 * never counts more than ORDERS_EXACT_COUNT_UP_TO rows (docs/performance.md).
 */
export const orderCrud = crudService({
  name: 'Order',
  table: orders,
  permission: Permissions.Orders,
  scope: 'hostSeesAll',
  select: orderSelect,
  // The select reads its rows straight into DTOs (orderList.ts).
  toDtos: (rows: OrderDto[]) => rows,
  dto: orderDto,
  getAll: {
    input: getOrdersInput,
    sorting: {
      id: orders.id,
      creationTime: orders.creationTime,
      voucherNo: patternOrder(orders.voucherNo),
      userCode: orders.userCode,
      // cc_fold of the customer's "name surname" and of the hotel's name, kept on the order (see the schema).
      customerName: orders.customerSortKey,
      hotelName: orders.hotelSortKey,
      checkInDate: orders.checkInDate,
      checkOutDate: orders.checkOutDate,
      amount: orders.amount,
      paidAmount: orders.paidAmount,
      currency: orders.currency,
      isPartialPayment: orders.isPartialPayment,
      status: orders.status,
    } satisfies SortWhitelist<typeof orderSorting>,
    defaultSorting: 'creationTime desc',
    // Equal values newest first (or oldest first when ascending): one (column, creation time, id) index per
    // sortable column serves both the sort and a filter on the column (operationsSchema.ts).
    tieBreakers: [orders.creationTime],
    keyword: [orders.voucherNo, customers.name, customers.surname, customers.emailAddress],
    filters: [
      opsFilter.exactAmount(orders.amount),
      filter.range('amount', orders.amount),
      opsFilter.upperOneOf('currency', orders.currency),
      opsFilter.upperPrefix('voucherNo', orders.voucherNo),
      opsFilter.phoneDigits('phoneNumber', customers.phoneNumber),
      filter.bool('isPartialPayment', orders.isPartialPayment),
      // Orders charged after they (or a payment) were cancelled: a refund is due (issue 26, the dashboard's card).
      filter.bool('chargedAfterCancel', orders.chargedAfterCancel),
      filter.oneOf('status', orders.status),
      opsFilter.upperExact('userCode', orders.userCode),
      filter.exact('customerId', orders.customerId),
      filter.exact('hotelId', orders.hotelId),
      filter.dateRange('creationDate', orders.creationTime),
      opsFilter.dayRange('checkInDate', orders.checkInDate),
      opsFilter.dayRange('checkOutDate', orders.checkOutDate),
    ],
    where: async (_input, ctx) => [agentCondition(await agentScope(ctx), orders.userCode)],
    exactCountUpTo: ORDERS_EXACT_COUNT_UP_TO,
  },
});

/** The order with this id in the caller's scope (an agent's own only), or a 404. */
export async function findOrder(ctx: ServiceContext, id: number) {
  const order = await orderCrud.get(ctx, id);
  const scope = await agentScope(ctx);
  if (scope.limited && order.userCode !== scope.agentCode) throw new EntityNotFoundError('Order', id);
  return order;
}

/** Payments of orders: every filter of the spec; an agent sees the payments of their own orders. */
export const paymentCrud = crudService({
  name: 'Payment',
  table: payments,
  permission: Permissions.Orders,
  scope: 'hostSeesAll',
  select: paymentSelect,
  toDtos: (rows: PaymentListRow[], ctx) => paymentDtos(ctx.db, rows),
  dto: paymentDto,
  getAll: {
    input: getOrderPaymentsInput,
    sorting: {
      id: payments.id,
      creationTime: payments.creationTime,
      amount: payments.amount,
      currency: payments.currency,
      type: payments.type,
      status: payments.status,
      payer: folded(payments.payer),
      email: sql`lower(${payments.email})`,
      pushStatus: payments.pushStatus,
    } satisfies SortWhitelist<typeof orderPaymentSorting>,
    defaultSorting: 'creationTime desc',
    keyword: [payments.payer, payments.email, payments.providerReference, orders.voucherNo],
    filters: [
      filter.exact('orderId', payments.orderId),
      filter.text('email', payments.email),
      filter.text('payer', payments.payer),
      filter.oneOf('paymentType', payments.type),
      filter.exact('bankAccount', payments.bankAccountId),
      filter.oneOf('pushStatus', payments.pushStatus),
      filter.oneOf('status', payments.status),
      filter.dateRange('creationDate', payments.creationTime),
    ],
    where: async (_input, ctx) => [agentCondition(await agentScope(ctx), orders.userCode)],
  },
});

export const orderService: ServiceDefinition = {
  name: 'Order',
  permission: Permissions.Orders,
  hostMayEnterTenant: true,
  operations: {
    GetOrder: op({
      input: idInput,
      output: orderDetailDto,
      handler: async (ctx, input) => orderDetail(ctx, await findOrder(ctx, input.id)),
    }),
    GetOrders: orderCrud.operations.GetAll!,
    GetOrderPayments: paymentCrud.operations.GetAll!,
  },
};
