import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '@/i18n/languages';
import { RangeGroup } from './rangeControls';
import type { FilterControlProps, RangeValue } from './filters';
import './filters.css';

const loadPickers = () => import('./datePickers');
const DatePickerPair = lazy(loadPickers);

/**
 * Date range: two date boxes, each end optional, showing the days in the language's format (the tables' format:
 * the browser's own date input would follow the browser's language instead). antd's date picker (30 KB gzip) loads
 * when the user first points at or focuses a box: until then the boxes are plain inputs that show the chosen days,
 * and the one the user went for opens its calendar once the picker is there.
 */
export function DateRangeControl(props: FilterControlProps<RangeValue<string>> & { label: string }) {
  const { value, label } = props;
  const { t, i18n } = useTranslation('toolkit');
  const [opened, setOpened] = useState<0 | 1 | null>(null);
  const format = languageOf(i18n.language).dateFormat;
  const [from, to] = value ?? [null, null];

  const standIns = (
    <RangeGroup label={label} error={null}>
      {([0, 1] as const).map((index) => {
        const day = index === 0 ? from : to;
        return (
          <input
            key={index}
            type="text"
            readOnly
            className={`app-filter-input app-filter-input--date ${index === 0 ? 'app-filter-input--from' : 'app-filter-input--to'}`}
            aria-label={t(index === 0 ? 'filters.from' : 'filters.to', { label })}
            placeholder={index === 0 ? t('filters.fromPlaceholder', { label }) : t('filters.toShort')}
            value={day ? dayjs(day).format(format) : ''}
            onPointerEnter={() => void loadPickers()}
            onPointerDown={() => setOpened(index)}
            onFocus={() => setOpened(index)}
          />
        );
      })}
    </RangeGroup>
  );
  if (opened === null) return standIns;
  return (
    <Suspense fallback={standIns}>
      <DatePickerPair {...props} opened={opened} />
    </Suspense>
  );
}
