import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PaymentMethodsDto } from '@/api/schemas/checkout';
import { formatDateTime, formatMoney } from '@/components/display/format';

type OpenPayment = PaymentMethodsDto['openPayments'][number];

/**
 * A bank transfer of this booking still waiting for the payer's money, on /payment: its amount, reference and
 * deadline, and what happens if the payer pays another way now — once a card or online-banking payment
 * succeeds, the server cancels the transfer when it would pay more than is still due (always, when the booking is
 * paid in full), so the payer must not send it then.
 */
export function PendingTransferNotice({
  transfer,
  methods,
}: {
  transfer: OpenPayment;
  methods: PaymentMethodsDto;
}) {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const details = transfer.bankTransfer;
  const otherWays = methods.methods.some((m) => m.type !== 2);
  return (
    <section className="ck-alert ck-notice" aria-labelledby="ck-transfer-title">
      <h2 id="ck-transfer-title">{t('open.transferTitle')}</h2>
      <dl className="ck-summary">
        <dt>{t('bt.amount')}</dt>
        <dd>{formatMoney(transfer.amount, methods.currency, language)}</dd>
        {details && (
          <>
            <dt>{t('bt.reference')}</dt>
            <dd className="ck-mono">{details.reference.replace(/(.{4})(?=.)/g, '$1 ')}</dd>
            <dt>{t('bt.deadline')}</dt>
            <dd>{formatDateTime(details.deadline, language)}</dd>
          </>
        )}
      </dl>
      {otherWays && (
        <p>
          {t(methods.isPartialPaymentAllowed ? 'open.cancelsIfOverpaid' : 'open.cancelsTransfer', {
            amount: formatMoney(transfer.amount, methods.currency, language),
          })}
        </p>
      )}
      <p>
        <Link to={`/result/${transfer.paymentId}`}>{t('open.transferLink')}</Link>
      </p>
    </section>
  );
}
