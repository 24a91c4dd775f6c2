import { DatePicker, Space, type GetRef } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../hooks/useIsPhone';
import { normalizeRange } from './rangeControls';
import type { FilterControlProps, RangeValue } from './filters';

const phoneGroupStyle = { display: 'flex', width: '100%' } as const;

/**
 * The date range's two antd pickers (loaded by ./DateRangeControl on the first interaction). `opened` is the box
 * the user went for: it takes the focus and opens its calendar.
 */
export default function DatePickerPair({
  value,
  onChange,
  label,
  opened,
}: FilterControlProps<RangeValue<string>> & { label: string; opened: 0 | 1 }) {
  const { t } = useTranslation('toolkit');
  const phone = useIsPhone();
  const [from, to] = value ?? [null, null];
  const fromBox = useRef<GetRef<typeof DatePicker>>(null);
  const toBox = useRef<GetRef<typeof DatePicker>>(null);
  // The picker takes the place of the plain box that had the focus: the focus moves to it.
  useEffect(() => {
    (opened === 0 ? fromBox : toBox).current?.focus();
  }, [opened]);
  const set = (index: 0 | 1, date: dayjs.Dayjs | null) => {
    const text = date ? date.format('YYYY-MM-DD') : null;
    onChange(normalizeRange(index === 0 ? [text, to] : [from, text]));
  };
  return (
    <Space.Compact role="group" aria-label={label} style={phone ? phoneGroupStyle : undefined}>
      <DatePicker
        aria-label={t('filters.from', { label })}
        placeholder={t('filters.fromPlaceholder', { label })}
        value={from ? dayjs(from) : null}
        disabledDate={(d) => (to ? d.isAfter(dayjs(to), 'day') : false)}
        ref={fromBox}
        defaultOpen={opened === 0}
        style={phone ? { flex: 1 } : { width: 170 }}
        onChange={(d) => set(0, d)}
      />
      <DatePicker
        aria-label={t('filters.to', { label })}
        placeholder={t('filters.toShort')}
        value={to ? dayjs(to) : null}
        disabledDate={(d) => (from ? d.isBefore(dayjs(from), 'day') : false)}
        ref={toBox}
        defaultOpen={opened === 1}
        style={phone ? { flex: 1 } : { width: 130 }}
        onChange={(d) => set(1, d)}
      />
    </Space.Compact>
  );
}
