import type { ReactNode } from 'react';

export interface Detail {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/**
 * Read-only facts as "label: value" rows, as antd's Descriptions shows them, in a description list (`<dl>`, so
 * screen readers pair each value with its label). `columns={2}` puts them side by side from 768 px.
 */
export function DetailList({ items, columns = 1 }: { items: Detail[]; columns?: 1 | 2 }) {
  return (
    <dl className={columns === 2 ? 'app-details app-details--2' : 'app-details'}>
      {items.map((item) => (
        <div key={item.key} className="app-details__item">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
