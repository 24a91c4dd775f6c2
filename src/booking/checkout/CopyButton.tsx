import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies `value` (e.g. an IBAN without its spaces) and says so for a moment, also to screen readers. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('checkout');
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), 2500);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <span className="ck-copy">
      <button
        type="button"
        className="ck-link-button"
        onClick={() => void copy()}
        aria-label={t('bt.copyField', { field: label })}
      >
        {copied === 'yes' ? t('bt.copied') : t('bt.copy')}
      </button>
      <span className="bk-visually-hidden" role="status">
        {copied === 'yes' ? t('bt.copiedField', { field: label }) : copied === 'no' ? t('bt.copyFailed') : ''}
      </span>
    </span>
  );
}
