import { Button, Descriptions, Drawer, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../hooks/useIsPhone';
import { cellValue, type ResourceColumn } from '../list/columns';
import type { ResourceDetailState } from '../resource/useResourceDetail';
import { StateResult } from './StateResult';

export interface DetailDrawerProps<T> {
  detail: ResourceDetailState<T>;
  title: ReactNode;
  columns: ResourceColumn<T>[];
}

/**
 * A read-only record in a drawer: every column of the list (hidden ones too, not the actions) as a label and
 * its cell, or the column's `detail` when the cell is abbreviated. Loaded at the first opening (DetailDrawer).
 */
export default function DetailDrawerPanel<T extends object>({
  detail,
  title,
  columns,
}: DetailDrawerProps<T>) {
  const { t } = useTranslation('toolkit');
  const phone = useIsPhone();
  const { record } = detail;
  const shown = columns.filter((c) => c.detail !== false && c.exportValue !== false);
  const value = (column: ResourceColumn<T>, row: T): ReactNode => {
    if (typeof column.detail === 'function') return column.detail(row);
    const raw = cellValue(row, column);
    if (column.render) return column.render(raw, row, 0) as ReactNode;
    return raw === null || raw === undefined ? '' : String(raw);
  };
  return (
    <Drawer
      open={detail.open}
      title={title}
      size={phone ? '100%' : 520}
      onClose={detail.close}
      destroyOnHidden
      footer={<Button onClick={detail.close}>{t('actions.close')}</Button>}
    >
      {detail.loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : detail.error ? (
        <StateResult
          status="error"
          title={t('form.loadFailed')}
          subTitle={detail.error.message}
          extra={<Button onClick={detail.retry}>{t('table.retry')}</Button>}
        />
      ) : (
        record && (
          <Descriptions
            column={1}
            bordered
            size="small"
            items={shown.map((c) => ({ key: c.key, label: c.title, children: value(c, record) }))}
          />
        )
      )}
    </Drawer>
  );
}
