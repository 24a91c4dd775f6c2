import { EllipsisOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space, Tooltip } from 'antd';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/auth/session';
import { VisuallyHidden } from '../display/VisuallyHidden';
import { useIsPhone } from '../hooks/useIsPhone';
import type { ResourceColumn } from '../list/columns';

export interface RowAction<T> {
  key: string;
  label: string;
  icon?: ReactNode;
  /** An action that returns a promise runs once at a time: clicks while it runs are ignored. */
  onClick(row: T): void | Promise<unknown>;
  /** Hidden unless the user holds one of these. */
  permission?: string | readonly string[];
  /** Hidden for this row (e.g. "deactivate" on an inactive user, "delete" on yourself). */
  hidden?(row: T): boolean;
  danger?: boolean;
  /** Shown as an icon button; the others go into the "more" menu. */
  inline?: boolean;
}

/** A row's actions: the inline ones as labelled icon buttons, the rest in a menu; unpermitted ones are absent. */
export function RowActions<T>({ row, actions, name }: { row: T; actions: RowAction<T>[]; name: string }) {
  const { t } = useTranslation('toolkit');
  const can = useCan();
  // Phones get one menu button per row instead of a row of small icons.
  const phone = useIsPhone();
  const permitted = actions
    .filter((a) => can(a.permission))
    .map((a) => (phone ? { ...a, inline: false } : a));
  const more = permitted.filter((a) => !a.inline && !a.hidden?.(row));
  const running = useRef(new Set<string>());
  const run = (action: RowAction<T>) => {
    if (running.current.has(action.key)) return;
    const result = action.onClick(row);
    if (!result) return;
    running.current.add(action.key);
    void result.finally(() => running.current.delete(action.key)).catch(() => undefined);
  };
  if (!permitted.length) return null;
  return (
    <Space size={2}>
      {permitted
        .filter((a) => a.inline)
        .map((a) =>
          a.hidden?.(row) ? (
            // Keeps the buttons of every row in the same columns.
            <span key={a.key} aria-hidden style={{ display: 'inline-block', width: 32 }} />
          ) : (
            <Tooltip key={a.key} title={a.label}>
              <Button
                type="text"
                danger={a.danger}
                icon={a.icon}
                aria-label={t('actions.onRecord', { action: a.label, name })}
                onClick={() => run(a)}
              />
            </Tooltip>
          ),
        )}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more.map((a) => ({ key: a.key, label: a.label, icon: a.icon, danger: a.danger })),
            onClick: ({ key }) => {
              const action = more.find((a) => a.key === key);
              if (action) run(action);
            },
          }}
        >
          <Button type="text" icon={<EllipsisOutlined />} aria-label={t('actions.more', { name })} />
        </Dropdown>
      )}
    </Space>
  );
}

/** The column header; on phones only screen readers hear it, leaving the room to the data. */
function ActionsHeader({ title }: { title: string }) {
  return useIsPhone() ? <VisuallyHidden>{title}</VisuallyHidden> : <>{title}</>;
}

/** The actions column: always visible, never exported, pinned to the right edge. */
export function actionsColumn<T>(
  title: string,
  actions: RowAction<T>[],
  nameOf: (row: T) => string,
): ResourceColumn<T> {
  return {
    key: 'actions',
    title,
    header: <ActionsHeader title={title} />,
    hideable: false,
    exportValue: false,
    fixed: 'right',
    align: 'right',
    render: (_: unknown, row: T) => <RowActions row={row} actions={actions} name={nameOf(row)} />,
  };
}
