import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CustomerDto } from '@/api/types/operations';
import { actionsColumn } from '@/components/actions/RowActions';
import { DateTime } from '@/components/display/DateTime';
import { exportDateTime } from '@/components/display/format';
import type { ResourceColumn } from '@/components/list/columns';

/** The customer list's columns; `onView` opens the customer with their orders (`/customers/5`). */
export function useCustomerColumns(onView: (customer: CustomerDto) => void): ResourceColumn<CustomerDto>[] {
  const { t } = useTranslation(['operations', 'toolkit']);
  const gender = (c: CustomerDto) => t(`gender.${c.gender}`, { defaultValue: String(c.gender) });
  return [
    { key: 'name', dataIndex: 'name', title: t('customers.fields.name') },
    { key: 'surname', dataIndex: 'surname', title: t('customers.fields.surname') },
    { key: 'emailAddress', dataIndex: 'emailAddress', title: t('customers.fields.email') },
    { key: 'phoneNumber', dataIndex: 'phoneNumber', title: t('customers.fields.phone') },
    {
      key: 'gender',
      dataIndex: 'gender',
      title: t('customers.fields.gender'),
      render: (_: number, c: CustomerDto) => gender(c),
      exportValue: gender,
    },
    {
      key: 'identityNumber',
      dataIndex: 'identityNumber',
      title: t('customers.fields.identityNumber'),
      defaultHidden: true,
    },
    { key: 'language', dataIndex: 'language', title: t('customers.fields.language'), defaultHidden: true },
    {
      key: 'orderCount',
      dataIndex: 'orderCount',
      title: t('customers.fields.orderCount'),
      sortable: false,
      align: 'end',
    },
    {
      key: 'creationTime',
      dataIndex: 'creationTime',
      title: t('customers.fields.created'),
      render: (v: string) => <DateTime value={v} />,
      exportValue: (c) => exportDateTime(c.creationTime),
    },
    actionsColumn<CustomerDto>(
      t('toolkit:actions.actions'),
      [
        {
          key: 'view',
          label: t('toolkit:actions.view'),
          icon: <EyeOutlined />,
          inline: true,
          onClick: onView,
        },
      ],
      (c) => c.fullName,
    ),
  ];
}
