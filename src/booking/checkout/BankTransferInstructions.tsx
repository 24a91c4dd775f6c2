import { QRCodeSVG } from '@rc-component/qrcode';
import { useTranslation } from 'react-i18next';
import type { BankTransferInstructionsDto } from '@/api/schemas/checkout';
import { formatDateTime, formatMoney } from '@/components/display/format';
import { CopyButton } from './CopyButton';
import './bankTransfer.css';

/** `RS35260005601001611379` → `RS35 2600 0560 1001 6113 79`. */
export const groupIban = (iban: string) => iban.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/**
 * What the payer needs to make the transfer: beneficiary, IBAN (grouped in fours, copied without spaces), BIC,
 * bank, the exact amount and currency, the reference and the deadline, each with a copy button; an EPC QR code
 * for euros (banking apps fill the transfer from it); a print button (the print stylesheet keeps only this).
 */
export function BankTransferInstructions({ transfer }: { transfer: BankTransferInstructionsDto }) {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const rows: { key: string; label: string; shown: string; copy: string; mono?: boolean }[] = [
    {
      key: 'beneficiary',
      label: t('bt.beneficiary'),
      shown: transfer.beneficiary,
      copy: transfer.beneficiary,
    },
    {
      key: 'iban',
      label: t('bt.iban'),
      shown: groupIban(transfer.iban),
      copy: transfer.iban.replace(/\s/g, ''),
      mono: true,
    },
    { key: 'bic', label: t('bt.bic'), shown: transfer.bic, copy: transfer.bic, mono: true },
    { key: 'bank', label: t('bt.bank'), shown: transfer.bankName, copy: transfer.bankName },
    {
      key: 'amount',
      label: t('bt.amount'),
      shown: formatMoney(transfer.amount, transfer.currency, language),
      copy: transfer.amount,
    },
    { key: 'currency', label: t('bt.currency'), shown: transfer.currency, copy: transfer.currency },
    {
      key: 'reference',
      label: t('bt.reference'),
      shown: transfer.reference.replace(/(.{4})(?=.)/g, '$1 '),
      copy: transfer.reference,
      mono: true,
    },
  ];
  return (
    <section className="ck-card" aria-labelledby="ck-bt-title">
      <h2 id="ck-bt-title">{t('bt.title')}</h2>
      <p>{t('bt.intro', { deadline: formatDateTime(transfer.deadline, language) })}</p>
      <dl className="ck-bt">
        {rows.map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd>
              <span className={row.mono ? 'ck-mono' : undefined} data-field={row.key}>
                {row.shown}
              </span>
              <CopyButton value={row.copy} label={row.label} />
            </dd>
          </div>
        ))}
        <div>
          <dt>{t('bt.deadline')}</dt>
          <dd>
            <span data-field="deadline">{formatDateTime(transfer.deadline, language)}</span>
          </dd>
        </div>
      </dl>
      <p className="ck-hint">{t('bt.referenceWarning')}</p>
      {transfer.epcQrPayload && (
        <figure className="ck-qr">
          <QRCodeSVG
            value={transfer.epcQrPayload}
            size={176}
            level="M"
            marginSize={2}
            title={t('bt.qrTitle')}
            role="img"
            aria-label={t('bt.qrTitle')}
          />
          <figcaption className="ck-hint">{t('bt.qrHint')}</figcaption>
        </figure>
      )}
      <div className="ck-actions">
        <button type="button" className="ck-button ck-secondary" onClick={() => window.print()}>
          {t('bt.print')}
        </button>
      </div>
    </section>
  );
}
