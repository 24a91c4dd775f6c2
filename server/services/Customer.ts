import { Permissions } from '../../src/api/permissions.js';
import { idInput } from '../../src/api/schemas/common.js';
import { customerDto, getCustomersInput, type customerSorting } from '../../src/api/schemas/customer.js';
import type { CustomerDto } from '../../src/api/types/operations.js';
import { and, eq, sql } from 'drizzle-orm';
import { crudService, filter, folded, type Filter, type SortWhitelist } from '../abp/crud/index.js';
import { op, type ServiceDefinition } from '../abp/service.js';
import { customers, orders } from '../db/schema.js';
import { iso, opsFilter } from './operationsRules.js';

export type CustomerRow = typeof customers.$inferSelect & { orderCount: number };

export const customerColumns = {
  id: customers.id,
  tenantId: customers.tenantId,
  name: customers.name,
  surname: customers.surname,
  emailAddress: customers.emailAddress,
  phoneNumber: customers.phoneNumber,
  gender: customers.gender,
  identityNumber: customers.identityNumber,
  language: customers.language,
  creationTime: customers.creationTime,
  orderCount: sql<number>`(select count(*) from orders o where o.customer_id = "customers"."id")`.mapWith(
    Number,
  ),
};

export const toCustomerDto = (row: CustomerRow): CustomerDto => ({
  id: row.id,
  tenantId: row.tenantId,
  name: row.name,
  surname: row.surname,
  fullName: `${row.name} ${row.surname}`,
  emailAddress: row.emailAddress,
  phoneNumber: row.phoneNumber,
  gender: row.gender,
  identityNumber: row.identityNumber,
  language: row.language,
  orderCount: row.orderCount,
  creationTime: iso(row.creationTime),
});

/**
 * StartCheckInDate/EndCheckInDate/StartCheckOutDate/EndCheckOutDate: the customer has an order whose stay meets
 * every bound given. The bounds are the orders list's own check-in and check-out day ranges, applied to one order.
 */
const stays = [
  opsFilter.dayRange('checkInDate', orders.checkInDate),
  opsFilter.dayRange('checkOutDate', orders.checkOutDate),
];
const hasStay: Filter = {
  shape: {},
  where: (input, ctx) => {
    const bounds = and(...stays.map((f) => f.where(input, ctx)));
    return bounds
      ? sql`exists (select 1 from ${orders} where ${and(eq(orders.customerId, customers.id), bounds)})`
      : undefined;
  },
};

/**
 * The people orders are made for. A tenant's staff see their tenant's; the host sees every tenant's, or one
 * tenant's with TenantId. Read-only: customers come with orders (the booking flow, the seed).
 */
const crud = crudService({
  name: 'Customer',
  table: customers,
  permission: Permissions.Customers,
  scope: 'hostSeesAll',
  select: { columns: customerColumns },
  toDto: toCustomerDto,
  dto: customerDto,
  getAll: {
    input: getCustomersInput,
    sorting: {
      id: customers.id,
      name: folded(customers.name),
      surname: folded(customers.surname),
      emailAddress: sql`lower(${customers.emailAddress})`,
      phoneNumber: customers.phoneNumber,
      gender: customers.gender,
      identityNumber: customers.identityNumber,
      language: customers.language,
      creationTime: customers.creationTime,
    } satisfies SortWhitelist<typeof customerSorting>,
    defaultSorting: 'creationTime desc',
    keyword: [customers.name, customers.surname, customers.emailAddress, customers.phoneNumber],
    filters: [
      filter.text('email', customers.emailAddress),
      filter.text('name', customers.name),
      filter.text('surname', customers.surname),
      filter.oneOf('gender', customers.gender),
      opsFilter.phoneDigits('phoneNumber', customers.phoneNumber),
      filter.text('identityNumber', customers.identityNumber),
      filter.dateRange('creationDate', customers.creationTime),
      hasStay,
    ],
  },
});

export const customerCrud = crud;

export const customerService: ServiceDefinition = {
  name: 'Customer',
  permission: Permissions.Customers,
  hostMayEnterTenant: true,
  operations: {
    GetCustomer: op({
      input: idInput,
      output: customerDto,
      handler: (ctx, input) => crud.get(ctx, input.id),
    }),
    GetCustomers: crud.operations.GetAll!,
  },
};
