import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraft } from './filterControls';
import type { FilterControlProps, FilterOption } from './filters';
import './filters.css';

/**
 * "Any of" a few options (order or transfer statuses): a button that shows what is chosen and opens a panel of
 * checkboxes (the disclosure pattern). Each tick applies at once, as antd's multiple Select did.
 */
export function MultiSelectControl({
  value,
  onChange,
  label,
  options,
  loading,
}: FilterControlProps<string[]> & { label: string; options: FilterOption[]; loading?: boolean }) {
  const { t } = useTranslation('toolkit');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Ticked at once, before the URL (and so `value`) catches up: a tick does not flicker back meanwhile.
  const [chosen, setChosen] = useDraft<string[]>(value, []);

  useEffect(() => {
    if (!open) return;
    // A click or focus anywhere else closes the panel; Escape closes it and puts focus back on the button.
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const nameOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  const shown =
    chosen.length === 0 ? label : `${nameOf(chosen[0]!)}${chosen.length > 1 ? ` +${chosen.length - 1}` : ''}`;
  const toggle = (v: string, on: boolean) => {
    // Kept in the options' order, so the URL does not depend on the order of the clicks.
    const next = options.map((o) => o.value).filter((o) => (o === v ? on : chosen.includes(o)));
    setChosen(next);
    onChange(next.length ? next : undefined);
  };

  return (
    <div ref={root} className="app-multi">
      <button
        ref={button}
        type="button"
        className={chosen.length ? 'app-filter-select' : 'app-filter-select app-filter-select--empty'}
        aria-label={`${label}: ${chosen.length ? shown : t('filters.all')}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="app-multi__text">{shown}</span>
      </button>
      <div id={panelId} role="group" aria-label={label} className="app-multi__panel" hidden={!open}>
        {loading && !options.length ? (
          <p className="app-multi__note" aria-busy>
            {t('table.loading')}
          </p>
        ) : (
          options.map((o) => (
            <label key={o.value} className="app-multi__option">
              <input
                type="checkbox"
                checked={chosen.includes(o.value)}
                onChange={(e) => toggle(o.value, e.target.checked)}
              />
              <span>{o.label}</span>
            </label>
          ))
        )}
      </div>
    </div>
  );
}
