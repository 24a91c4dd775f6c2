import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/i18n/languages';
import { pageItems, pageRange } from './pages';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  size: number;
  total: number;
  /** The server estimated the count (a big list): "11–20 of about 1,200,000". */
  totalIsEstimate?: boolean;
  /** The page sizes offered in the page-size changer; without them there is none. */
  sizes?: readonly number[];
  /** A new size starts again at page 1. */
  onChange(page: number, size: number): void;
}

/**
 * The table's pager in plain HTML: "from–to of total", previous and next, the page numbers with gaps, and a native
 * select for the page size (antd's Pagination brought its Select, 22 KB gzip, for that one control).
 */
export function Pagination({ page, size, total, totalIsEstimate, sizes, onChange }: PaginationProps) {
  const { t, i18n } = useTranslation('toolkit');
  const last = Math.max(1, Math.ceil(total / size));
  const [from, to] = pageRange(page, size, total);
  const go = (next: number) => {
    if (next !== page && next >= 1 && next <= last) onChange(next, size);
  };
  // An estimated count is a large round number: grouped as the language writes numbers.
  const range = totalIsEstimate
    ? t('table.rangeAbout', {
        from,
        to,
        total: new Intl.NumberFormat(intlLocale(i18n.language)).format(total),
      })
    : t('table.range', { from, to, total });
  return (
    <nav className="app-pager" aria-label={t('table.pagination')}>
      <span className="app-pager__range">{range}</span>
      <ul className="app-pager__pages">
        <li>
          <button
            type="button"
            className="app-pager__button"
            aria-label={t('table.previous')}
            disabled={page <= 1}
            onClick={() => go(page - 1)}
          >
            <Chevron direction="previous" />
          </button>
        </li>
        {pageItems(page, last).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className="app-pager__gap" aria-hidden>
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="app-pager__button"
                aria-label={t('table.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="app-pager__button"
            aria-label={t('table.next')}
            disabled={page >= last}
            onClick={() => go(page + 1)}
          >
            <Chevron direction="next" />
          </button>
        </li>
      </ul>
      {sizes && sizes.length > 0 && (
        <select
          className="app-pager__size"
          aria-label={t('table.pageSizeLabel')}
          value={size}
          onChange={(e) => onChange(1, Number(e.target.value))}
        >
          {sizes.map((s) => (
            <option key={s} value={s}>
              {t('table.pageSize', { size: s })}
            </option>
          ))}
        </select>
      )}
    </nav>
  );
}

/** The arrow of the previous and next buttons (their name is the button's label). */
function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden focusable="false">
      <path
        d={direction === 'previous' ? 'M10.5 2.5 5 8l5.5 5.5' : 'M5.5 2.5 11 8l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
