import { Permissions } from '@/api/permissions';
import type { QueryParams } from '@/api/types/lists';
import { api, request } from '@/api/http';
import type { PagedResultDto } from '@/api/types/abp';
import { actionsColumn } from '@/components/actions/RowActions';
import { useDeleteAction } from '@/components/actions/useDeleteAction';
import { FormDrawer } from '@/components/form/FormDrawer';
import { useResourceForm } from '@/components/form/useResourceForm';
import { useRules } from '@/components/form/useRules';
import { booleanFilter, dateRangeFilter, rangeFilter, selectFilter } from '@/components/list/filters';
import { ResourceList } from '@/components/list/ResourceList';
import { useResourceTable } from '@/components/list/useResourceTable';
import { defineResource } from '@/components/resource/resource';
import { EditOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';

/** A bookings-like test resource exercising every filter kind of the toolkit. */
export interface Thing {
  id: number;
  name: string;
  note: string;
  amount: number;
  isPaid: boolean;
}

export const thingsResource = defineResource<Thing, Partial<Thing>, Thing>({
  name: 'things',
  list: (params: QueryParams, signal?: AbortSignal) =>
    request<PagedResultDto<Thing>>({ method: 'GET', url: '/api/services/app/Thing/GetAll', params, signal }),
  create: (input) => api.post('Thing/Create', input),
  update: (input) => api.put('Thing/Update', input),
  remove: (id) => api.delete('Thing/Delete', { Id: id }),
  getTitle: (t) => t.name,
  permissions: {
    create: Permissions.UsersCreate,
    edit: Permissions.UsersEdit,
    delete: Permissions.UsersDelete,
  },
});

function useThingForm() {
  return useResourceForm<Thing, { name: string; note: string }>({
    resource: thingsResource,
    toValues: (t) => ({ name: t.name, note: t.note }),
    nameOf: (v) => v.name,
  });
}

export default function ThingsPage() {
  const form = useThingForm();
  const rules = useRules();
  const remove = useDeleteAction(thingsResource);
  const table = useResourceTable({
    resource: thingsResource,
    columns: [
      { key: 'name', dataIndex: 'name', title: 'Name', sortable: true },
      { key: 'note', dataIndex: 'note', title: 'Note' },
      { key: 'amount', dataIndex: 'amount', title: 'Amount', sortable: 'totalAmount' },
      { key: 'isPaid', dataIndex: 'isPaid', title: 'Paid', render: (v: boolean) => (v ? 'yes' : 'no') },
      actionsColumn<Thing>(
        'Actions',
        [
          {
            key: 'edit',
            label: 'Edit',
            icon: <EditOutlined />,
            inline: true,
            permission: Permissions.UsersEdit,
            onClick: form.openEdit,
          },
          remove,
        ],
        (t) => t.name,
      ),
    ],
    filters: [
      selectFilter({
        name: 'currency',
        label: 'Currency',
        options: [
          { value: 'EUR', label: 'Euro' },
          { value: 'RSD', label: 'Dinar' },
        ],
      }),
      booleanFilter({ name: 'isPaid', label: 'Paid', trueLabel: 'Paid only', falseLabel: 'Unpaid only' }),
      rangeFilter({ name: 'amount', label: 'Amount' }),
      dateRangeFilter({ name: 'creationDate', label: 'Created' }),
    ],
  });
  return (
    <>
      <ResourceList table={table} caption="Things" onCreate={form.openCreate} createLabel="New thing" />
      <FormDrawer form={form} title={form.mode === 'create' ? 'New thing' : 'Edit thing'}>
        <Form.Item name="name" label="Name" required rules={[rules.requiredNotBlank()]}>
          <Input />
        </Form.Item>
        <Form.Item name="note" label="Note">
          <Input />
        </Form.Item>
      </FormDrawer>
    </>
  );
}
