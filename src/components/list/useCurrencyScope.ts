import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

/**
 * Money is compared within one currency: 100 EUR and 100 RSD are not the same amount, so a list of amounts in
 * several currencies offers its amount filters and its amount sort once its currency filter (`?currency=RSD`)
 * is set. Until then the amount filter says so in the bar (`needs`, for rangeFilters' and the exact amount's
 * `needs`), and the amount fields are passed to useResourceTable as `unsortable`.
 */
export function useCurrencyScope(amountLabel: string, amountFields: readonly string[], key = 'currency') {
  const { t } = useTranslation('toolkit');
  const [search] = useSearchParams();
  const chosen = (search.get(key) ?? '').trim() !== '';
  return {
    chosen,
    needs: chosen ? (false as const) : t('filters.currencyFirst', { label: amountLabel }),
    unsortable: chosen ? [] : amountFields,
  };
}
