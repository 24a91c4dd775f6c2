import { useTranslation } from 'react-i18next';
import { genders } from '@/api/schemas/customer';
import { MaxLength } from '@/api/schemas/rules';
import { dateRangeFilter, multiSelectFilter, textFilter } from '@/components/list/filters';
import { ResourceList } from '@/components/list/ResourceList';
import { useResourceTable } from '@/components/list/useResourceTable';
import { useResourceDetail } from '@/components/resource/useResourceDetail';
import { CustomerDetailDrawer } from './CustomerDetailDrawer';
import { customersResource } from './customersResource';
import { useCustomerColumns } from './useCustomerColumns';

/**
 * /customers: the people orders are made for, searched and filtered by every filter of Customer/GetCustomers in
 * the URL, sorted and exported; /customers/5 opens one with their orders.
 */
export default function CustomersPage() {
  const { t } = useTranslation('operations');
  const detail = useResourceDetail(customersResource);
  const columns = useCustomerColumns(detail.show);
  const table = useResourceTable({
    resource: customersResource,
    columns,
    defaultSort: { field: 'creationTime', order: 'desc' },
    filters: [
      textFilter({ name: 'email', label: t('customers.fields.email'), maxLength: MaxLength.emailAddress }),
      textFilter({ name: 'name', label: t('customers.fields.name'), maxLength: MaxLength.name }),
      textFilter({ name: 'surname', label: t('customers.fields.surname'), maxLength: MaxLength.surname }),
      multiSelectFilter({
        name: 'gender',
        label: t('customers.fields.gender'),
        integer: true,
        options: genders.map((g) => ({ value: g, label: t(`gender.${g}`) })),
      }),
      textFilter({ name: 'phoneNumber', label: t('customers.fields.phone'), maxLength: 32 }),
      textFilter({ name: 'identityNumber', label: t('customers.fields.identityNumber'), maxLength: 32 }),
      dateRangeFilter({ name: 'creationDate', label: t('customers.fields.created') }),
      // Customers with an order whose stay is in the range (calendar days, as on the orders list).
      dateRangeFilter({ name: 'checkInDate', label: t('customers.fields.checkIn'), days: true }),
      dateRangeFilter({ name: 'checkOutDate', label: t('customers.fields.checkOut'), days: true }),
    ],
  });
  return (
    <>
      <ResourceList
        table={table}
        caption={t('customers.title')}
        searchPlaceholder={t('customers.searchPlaceholder')}
      />
      <CustomerDetailDrawer detail={detail} />
    </>
  );
}
