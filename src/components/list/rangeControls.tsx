import { DatePicker, InputNumber, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../hooks/useIsPhone';
import { useDraft } from './filterControls';
import type { FilterControlProps, RangeValue } from './filters';

/** The number and date filter controls: a separate chunk, loaded with the first list that shows one. */
const phoneGroupStyle = { display: 'flex', width: '100%' } as const;

function normalizeRange<V>(range: RangeValue<V>): RangeValue<V> | undefined {
  return range[0] === null && range[1] === null ? undefined : range;
}

/** One number, applied on Enter or when focus leaves. */
export function NumberControl({ value, onChange, label }: FilterControlProps<number> & { label: string }) {
  const phone = useIsPhone();
  const [draft, setDraft] = useDraft<number | null>(value, null);
  const apply = () => {
    const next = draft ?? undefined;
    if (next !== value) onChange(next);
  };
  return (
    <InputNumber<number>
      aria-label={label}
      placeholder={label}
      value={draft}
      style={phone ? { flex: '1 1 140px' } : { width: 150 }}
      onChange={(v) => setDraft(v ?? null)}
      onBlur={apply}
      onPressEnter={apply}
    />
  );
}

/** A number or money range: two boxes, applied on Enter or when focus leaves. */
export function RangeControl({
  value,
  onChange,
  label,
  precision,
}: FilterControlProps<RangeValue<number>> & { label: string; precision?: number }) {
  const { t } = useTranslation('toolkit');
  const phone = useIsPhone();
  const [draft, setDraft] = useDraft<RangeValue<number>>(value, [null, null]);
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
      precision={precision}
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

/** An exact money range: two boxes that keep the typed decimals as text (no float on the way). */
export function DecimalRangeControl({
  value,
  onChange,
  label,
}: FilterControlProps<RangeValue<string>> & { label: string }) {
  const { t } = useTranslation('toolkit');
  const phone = useIsPhone();
  const [draft, setDraft] = useDraft<RangeValue<string>>(value, [null, null]);
  const apply = () => {
    const next = normalizeRange(draft);
    if (JSON.stringify(next) !== JSON.stringify(value)) onChange(next);
  };
  const box = (index: 0 | 1) => (
    <InputNumber<string>
      stringMode
      aria-label={t(index === 0 ? 'filters.min' : 'filters.max', { label })}
      placeholder={index === 0 ? t('filters.minPlaceholder', { label }) : t('filters.maxShort')}
      value={draft[index]}
      min="0"
      max="999999999999999.9999"
      style={phone ? { flex: 1 } : { width: index === 0 ? 150 : 110 }}
      onChange={(v) => setDraft((d) => (index === 0 ? [v || null, d[1]] : [d[0], v || null]))}
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
export function DateRangeControl({
  value,
  onChange,
  label,
}: FilterControlProps<RangeValue<string>> & { label: string }) {
  const { t } = useTranslation('toolkit');
  const phone = useIsPhone();
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
