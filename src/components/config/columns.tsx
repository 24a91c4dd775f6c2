import { EditOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, type RowAction } from '@/components/actions/RowActions';
import { useDeleteAction } from '@/components/actions/useDeleteAction';
import { DateTime } from '@/components/display/DateTime';
import { exportDateTime } from '@/components/display/format';
import { StatusTag } from '@/components/display/StatusTag';
import type { ResourceColumn } from '@/components/list/columns';
import { booleanFilter } from '@/components/list/filters';
import type { Resource } from '@/components/resource/resource';
import { useCan } from '@/auth/session';

interface Row {
  isActive: boolean;
  creationTime: string;
}

/** A code or identifier: monospaced, copyable text that never wraps. */
export function Code({ children }: { children: ReactNode }) {
  return <code className="app-code">{children}</code>;
}

/** A yes/no column as a tag, exported as the same words. */
export function useYesNoColumn<T>() {
  const { t } = useTranslation('config');
  return (key: keyof T & string, title: string, words?: [yes: string, no: string]): ResourceColumn<T> => {
    const [yes, no] = words ?? [t('common.yes'), t('common.no')];
    return {
      key,
      dataIndex: key,
      title,
      sortable: true,
      render: (value: boolean) => <StatusTag value={value} yes={yes} no={no} />,
      exportValue: (row) => ((row as Record<string, unknown>)[key] ? yes : no),
    };
  };
}

/**
 * The columns every configuration list ends with: status, creation time (hidden until asked for) and the row
 * actions (edit, the resource's own `actions`, and delete, each hidden without its permission; no column when
 * none is allowed).
 */
export function useTrailingColumns<T extends Row>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the actions do not involve the input types
  resource: Resource<T, any, any>,
  onEdit: (row: T) => void,
  options: { deletable?(row: T): boolean; actions?: RowAction<T>[] } = {},
): ResourceColumn<T>[] {
  const { t } = useTranslation(['config', 'toolkit']);
  const yesNo = useYesNoColumn<T>();
  const { deletable } = options;
  const remove = useDeleteAction(resource, { hidden: deletable && ((row) => !deletable(row)) });
  const can = useCan();
  // A reader who may neither edit nor delete gets no empty actions column.
  const mayAct =
    can(resource.permissions.edit) ||
    can(resource.permissions.delete) ||
    (options.actions ?? []).some((action) => can(action.permission));
  return [
    yesNo('isActive', t('fields.status'), [t('toolkit:status.active'), t('toolkit:status.inactive')]),
    {
      key: 'creationTime',
      dataIndex: 'creationTime',
      title: t('fields.creationTime'),
      sortable: true,
      defaultHidden: true,
      render: (v: string) => <DateTime value={v} />,
      exportValue: (row) => exportDateTime(row.creationTime),
    },
    ...(mayAct
      ? [
          actionsColumn<T>(
            t('toolkit:actions.actions'),
            [
              {
                key: 'edit',
                label: t('toolkit:actions.edit'),
                icon: <EditOutlined />,
                inline: true,
                permission: resource.permissions.edit,
                onClick: onEdit,
              },
              ...(options.actions ?? []),
              remove,
            ],
            (row) => resource.getTitle(row),
          ),
        ]
      : []),
  ];
}

/** The status filter of every configuration list (`?isActive=true`). */
export function useActiveFilter() {
  const { t } = useTranslation(['config', 'toolkit']);
  return booleanFilter({
    name: 'isActive',
    label: t('fields.status'),
    trueLabel: t('toolkit:status.active'),
    falseLabel: t('toolkit:status.inactive'),
  });
}
