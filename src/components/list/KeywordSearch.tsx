import { SearchOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../hooks/useIsPhone';
import './filters.css';

export interface KeywordSearchProps {
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  delayMs?: number;
}

/**
 * Wide enough for the whole placeholder (German and Albanian ones are long): about one `ch` per character plus
 * the padding, the clear icon and the search button; never narrower than 280 px.
 */
const searchWidth = (placeholder: string | undefined) =>
  `max(280px, calc(${(placeholder ?? '').length}ch + 88px))`;

/**
 * The keyword box: typing updates the list after a pause, Enter or the search button at once; back/forward
 * refills it. A native search field (the browser's own clear button) drawn as antd's Input.Search, whose Input
 * brought antd's input library and the form context into the first list's load.
 */
export function KeywordSearch({ value, onChange, placeholder, delayMs = 350 }: KeywordSearchProps) {
  const { t } = useTranslation('toolkit');
  const phone = useIsPhone();
  const [text, setText] = useState(value);

  // The URL changed under us (back/forward, a link, "clear filters"): show what it says.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  // Debounce: the pending update is dropped when the text changes again or the URL catches up.
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, onChange, delayMs]);

  const apply = () => {
    if (text.trim() !== value) onChange(text.trim());
  };
  return (
    <div
      className="app-search"
      style={{ width: phone ? '100%' : searchWidth(placeholder), maxWidth: '100%' }}
    >
      <input
        type="search"
        className="app-search__input"
        value={text}
        placeholder={placeholder ?? t('filters.searchPlaceholder')}
        aria-label={t('filters.search')}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value === '' && value !== '') onChange('');
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') apply();
        }}
      />
      <button
        type="button"
        className="app-search__button"
        aria-label={t('filters.searchNow')}
        onClick={apply}
      >
        <SearchOutlined aria-hidden />
      </button>
    </div>
  );
}
