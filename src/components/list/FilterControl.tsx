import { DatePicker, InputNumber, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../hooks/useIsPhone';
import type { FilterDef, FilterValue, RangeValue } from './filters';

export interface FilterControlProps {
  filter: FilterDef;
  value: FilterValue | undefined;
  onChange(value: FilterValue | undefined): void;
}

const selectStyle = { minWidth: 150, maxWidth: '100%' } as const;
/** On phones the controls share the row: selects two by two, ranges across the whole width. */
const phoneSelectStyle = { flex: '1 1 140px', minWidth: 0 } as const;
const phoneGroupStyle = { display: 'flex', width: '100%' } as const;

/** One filter's control; every control carries its filter's label for screen readers. */
export function FilterControl({ filter, value, onChange }: FilterControlProps) {
  const phone = useIsPhone();
  switch (filter.kind) {
    case 'select':
      return (
        <Select
          aria-label={filter.label}
          placeholder={filter.label}
          value={value as string | undefined}
          options={filter.options}
          loading={filter.loading}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          popupMatchSelectWidth={false}
          style={phone ? phoneSelectStyle : selectStyle}
          onChange={(v: string | undefined) => onChange(v ?? undefined)}
        />
      );
    case 'boolean':
      return (
        <Select
          aria-label={filter.label}
          placeholder={filter.label}
          value={value === undefined ? undefined : String(value)}
          options={[
            { value: 'true', label: filter.trueLabel },
            { value: 'false', label: filter.falseLabel },
          ]}
          allowClear
          popupMatchSelectWidth={false}
          style={phone ? phoneSelectStyle : selectStyle}
          onChange={(v: string | undefined) => onChange(v === undefined ? undefined : v === 'true')}
        />
      );
    case 'range':
      return (
        <RangeControl
          label={filter.label}
          phone={phone}
          value={value as RangeValue<number> | undefined}
          onChange={onChange}
        />
      );
    case 'dateRange':
      return (
        <DateRangeControl
          label={filter.label}
          phone={phone}
          value={value as RangeValue<string> | undefined}
          onChange={onChange}
        />
      );
  }
}

function normalizeRange<V>(range: RangeValue<V>): RangeValue<V> | undefined {
  return range[0] === null && range[1] === null ? undefined : range;
}

/** Amount range: two number boxes, applied on Enter or when focus leaves. */
function RangeControl({
  label,
  phone,
  value,
  onChange,
}: {
  label: string;
  phone: boolean;
  value?: RangeValue<number>;
  onChange(v?: RangeValue<number>): void;
}) {
  const { t } = useTranslation('toolkit');
  const [draft, setDraft] = useState<RangeValue<number>>(value ?? [null, null]);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value ?? [null, null]);
  }
  const apply = () => {
    const next = normalizeRange(draft);
    if (JSON.stringify(next) !== JSON.stringify(value)) onChange(next);
  };
  const box = (index: 0 | 1) => (
    <InputNumber<number>
      aria-label={t(index === 0 ? 'filters.min' : 'filters.max', { label })}
      placeholder={index === 0 ? t('filters.minPlaceholder', { label }) : t('filters.maxShort')}
      value={draft[index]}
      min={0}
      style={phone ? { flex: 1 } : { width: index === 0 ? 150 : 110 }}
      onChange={(v) => setDraft((d) => (index === 0 ? [v ?? null, d[1]] : [d[0], v ?? null]))}
      onBlur={apply}
      onPressEnter={apply}
    />
  );
  return (
    <Space.Compact style={phone ? phoneGroupStyle : undefined}>
      {box(0)}
      {box(1)}
    </Space.Compact>
  );
}

/** Date range: two date boxes (phone friendly, unlike a two-month range panel); each end is optional. */
function DateRangeControl({
  label,
  phone,
  value,
  onChange,
}: {
  label: string;
  phone: boolean;
  value?: RangeValue<string>;
  onChange(v?: RangeValue<string>): void;
}) {
  const { t } = useTranslation('toolkit');
  const [from, to] = value ?? [null, null];
  const set = (index: 0 | 1, date: dayjs.Dayjs | null) => {
    const text = date ? date.format('YYYY-MM-DD') : null;
    onChange(normalizeRange(index === 0 ? [text, to] : [from, text]));
  };
  return (
    <Space.Compact style={phone ? phoneGroupStyle : undefined}>
      <DatePicker
        aria-label={t('filters.from', { label })}
        placeholder={t('filters.fromPlaceholder', { label })}
        value={from ? dayjs(from) : null}
        disabledDate={(d) => (to ? d.isAfter(dayjs(to), 'day') : false)}
        style={phone ? { flex: 1 } : { width: 170 }}
        onChange={(d) => set(0, d)}
      />
      <DatePicker
        aria-label={t('filters.to', { label })}
        placeholder={t('filters.toShort')}
        value={to ? dayjs(to) : null}
        disabledDate={(d) => (from ? d.isBefore(dayjs(from), 'day') : false)}
        style={phone ? { flex: 1 } : { width: 130 }}
        onChange={(d) => set(1, d)}
      />
    </Space.Compact>
  );
}
