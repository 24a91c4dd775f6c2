import { Permissions } from '@/api/permissions';
import { customerSorting } from '@/api/schemas/listFields';
import { customersApi } from '@/api/services/operations';
import { crudResource } from '@/components/resource/resource';

/** Customers (Customer/GetCustomers, Customer/GetCustomer): read only on these screens. */
export const customersResource = crudResource('customers', customersApi, {
  permission: Permissions.Customers,
  readOnly: true,
  sorting: customerSorting,
  getTitle: (customer) => customer.fullName,
});
