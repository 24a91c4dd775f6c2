import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { amountExample, formatAmount, parseAmount } from '@/lib/amount';
import { useDraft } from './filterControls';
import { parseDecimal, parseNumber, type FilterControlProps, type RangeValue } from './filters';
import './filters.css';

/**
 * The number and money filter controls as the browser's own inputs (antd's InputNumber and its input library were
 * 22 KB gzip on the first screen with such a filter). A number is applied on Enter or when focus leaves; typed
 * text that is not a number stays in the box, marked and explained with an example in the language, and changes
 * nothing. Numbers are read and shown as the interface language writes them (lib/amount.ts): "2.500" is 2500 in
 * German, "1,000.50" is 1000.5 in English, and what is ambiguous ("2.5" in German) is refused, never guessed.
 * The date range is in ./DateRangeControl.
 */

/** The boxes' language and its reader: typed text → invariant text ('' when empty, null when refused). */
function useAmountText() {
  const { t, i18n } = useTranslation('toolkit');
  const language = i18n.language;
  return {
    t,
    read: (text: string) => parseAmount(text, language),
    show: (value: string | number | null | undefined) =>
      value === null || value === undefined ? '' : formatAmount(value, language),
    invalid: t('filters.invalidNumber', { example: amountExample(language) }),
  };
}

export function normalizeRange<V>(range: RangeValue<V>): RangeValue<V> | undefined {
  return range[0] === null && range[1] === null ? undefined : range;
}

/** A filter that cannot be used yet, saying what to choose first, where its boxes would be. */
export function FilterNote({ children }: { children: ReactNode }) {
  return <span className="app-filter-note">{children}</span>;
}

/** Two boxes for a range, side by side, named as one group; a message under them when one does not parse. */
export function RangeGroup({
  label,
  error,
  errorId,
  children,
}: {
  label: string;
  error: string | null;
  errorId?: string;
  children: ReactNode;
}) {
  return (
    <span role="group" aria-label={label} className="app-filter-range">
      {children}
      {error && (
        <span id={errorId} className="app-filter-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}

interface NumberBoxProps {
  label: string;
  placeholder: string;
  text: string;
  invalid: boolean;
  errorId?: string;
  className?: string;
  onText(text: string): void;
  onApply(): void;
}

function NumberBox({
  label,
  placeholder,
  text,
  invalid,
  errorId,
  className,
  onText,
  onApply,
}: NumberBoxProps) {
  return (
    <input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      className={`app-filter-input ${className ?? ''}`}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
      placeholder={placeholder}
      value={text}
      onChange={(e) => onText(e.target.value)}
      onBlur={onApply}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onApply();
      }}
    />
  );
}

/** One number (or, with `parse`, an exact amount), applied on Enter or when focus leaves. */
export function NumberControl<V extends number | string = number>({
  value,
  onChange,
  label,
  parse = parseNumber as (text: string) => V | null,
}: FilterControlProps<V> & { label: string; parse?(text: string): V | null }) {
  const text = useAmountText();
  const errorId = useId();
  const [draft, setDraft] = useDraft(value, '', text.show);
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    const typed = text.read(draft);
    const next = typed === '' ? undefined : typed === null ? null : parse(typed);
    setInvalid(next === null);
    if (next !== null && next !== value) onChange(next);
  };
  return (
    <span className="app-filter-range">
      <NumberBox
        label={label}
        placeholder={label}
        text={draft}
        invalid={invalid}
        errorId={errorId}
        className="app-filter-input--number"
        onText={(typed) => {
          setDraft(typed);
          setInvalid(false);
        }}
        onApply={apply}
      />
      {invalid && (
        <span id={errorId} className="app-filter-error" role="alert">
          {text.invalid}
        </span>
      )}
    </span>
  );
}

/** An exact amount (`"1250.50"`), never a float: up to 15 digits and 4 decimals. */
export function AmountControl(props: FilterControlProps<string> & { label: string }) {
  return <NumberControl<string> {...props} parse={parseDecimal} />;
}

/**
 * A number or money range: two boxes. `exact` keeps the typed decimals as text (money: up to 15 digits and 4
 * decimals, never a float); otherwise the numbers are rounded to `precision` decimals. Ends are not negative.
 */
function TwoBoxes<V extends number | string>({
  value,
  onChange,
  label,
  parse,
}: FilterControlProps<RangeValue<V>> & { label: string; parse(text: string): V | null }) {
  const text = useAmountText();
  const t = text.t;
  const errorId = useId();
  const [draft, setDraft] = useDraft<RangeValue<V>, [string, string]>(value, ['', ''], ([min, max]) => [
    text.show(min),
    text.show(max),
  ]);
  const [invalid, setInvalid] = useState<[boolean, boolean]>([false, false]);
  const apply = () => {
    const texts = draft.map(text.read);
    const ends = texts.map((s) => (s === '' || s === null ? null : parse(s)));
    const bad: [boolean, boolean] = [
      texts[0] !== '' && ends[0] === null,
      texts[1] !== '' && ends[1] === null,
    ];
    setInvalid(bad);
    if (bad[0] || bad[1]) return;
    const next = normalizeRange(ends as RangeValue<V>);
    if (JSON.stringify(next) !== JSON.stringify(value)) onChange(next);
  };
  const box = (index: 0 | 1) => (
    <NumberBox
      label={t(index === 0 ? 'filters.min' : 'filters.max', { label })}
      placeholder={index === 0 ? t('filters.minPlaceholder', { label }) : t('filters.maxShort')}
      text={draft[index]}
      invalid={invalid[index]}
      errorId={errorId}
      className={index === 0 ? 'app-filter-input--from' : 'app-filter-input--to'}
      onText={(text) => {
        setDraft((d) => (index === 0 ? [text, d[1]] : [d[0], text]));
        setInvalid((v) => (index === 0 ? [false, v[1]] : [v[0], false]));
      }}
      onApply={apply}
    />
  );
  return (
    <RangeGroup label={label} error={invalid[0] || invalid[1] ? text.invalid : null} errorId={errorId}>
      {box(0)}
      {box(1)}
    </RangeGroup>
  );
}

export function RangeControl({
  precision,
  ...props
}: FilterControlProps<RangeValue<number>> & { label: string; precision?: number }) {
  const parse = (text: string) => {
    const n = parseNumber(text);
    if (n === null || n < 0) return null;
    return precision === undefined ? n : Number(n.toFixed(precision));
  };
  return <TwoBoxes<number> {...props} parse={parse} />;
}

/** An exact money range: the typed decimals are kept as text, never passed through a float. */
export function DecimalRangeControl(props: FilterControlProps<RangeValue<string>> & { label: string }) {
  return <TwoBoxes<string> {...props} parse={parseDecimal} />;
}
