import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethodsDto } from '@/api/schemas/checkout';
import { compareDecimals, DECIMAL_PATTERN } from '@/api/schemas/decimal';
import { EMAIL_PATTERN } from '@/api/schemas/rules';
import { formatMoney } from '@/components/display/format';
import { amountExample, formatAmount, parseAmount } from '@/lib/amount';
import type { PayBody } from './api';
import type { PayError } from './usePayment';

/** `100` → `100.00` with the currency's places (an amount with more places is shown as typed). */
const withPlaces = (text: string, places: number) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return fraction.length > places ? text : places ? `${whole}.${fraction.padEnd(places, '0')}` : whole;
};

const methodKeys: Record<number, string> = { 0: 'methods.apm', 1: 'methods.card', 2: 'methods.bankTransfer' };

interface Props {
  methods: PaymentMethodsDto;
  payer: string;
  email: string;
  submitting: boolean;
  error: PayError | null;
  onPay(type: number, body: PayBody): void;
}

/** The choice of amount and method, the payer's name and e-mail, and the guarded pay button. */
export function PaymentForm({
  methods,
  payer: initialPayer,
  email: initialEmail,
  submitting,
  error,
  onPay,
}: Props) {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const money = (amount: string) => formatMoney(amount, methods.currency, language);
  const [type, setType] = useState<number>(methods.methods[0]?.type ?? 1);
  const [part, setPart] = useState(false);
  const [amount, setAmount] = useState(() => formatAmount(methods.minAmount ?? '', language));
  const [payer, setPayer] = useState(initialPayer);
  const [email, setEmail] = useState(initialEmail);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const fieldError = (name: string) => problems[name] ?? error?.fields[name.toLowerCase()];
  // The part amount as the language writes it ("1.000,50" in German): the exact decimal, '' or null (refused).
  const partAmount = parseAmount(amount, language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const value = part ? (partAmount ?? '') : methods.amountDue;
    if (part) {
      if (!DECIMAL_PATTERN.test(value) || compareDecimals(value, '0') <= 0)
        found.amount = t('errors.amount', { example: amountExample(language) });
      else if (compareDecimals(value, methods.amountDue) > 0)
        found.amount = t('errors.amountAboveDue', { due: money(methods.amountDue) });
      else if (methods.minAmount && compareDecimals(value, methods.minAmount) < 0)
        found.amount = t('errors.amountBelowMin', { min: money(methods.minAmount) });
    }
    if (!payer.trim()) found.payer = t('errors.required');
    if (!EMAIL_PATTERN.test(email.trim())) found.email = t('errors.email');
    setProblems(found);
    if (Object.keys(found).length) return;
    onPay(type, {
      tenantId: methods.tenantId,
      orderId: methods.orderId,
      amount: value,
      payer: payer.trim(),
      email: email.trim(),
    });
  };

  const describedBy = (name: string, hint?: string) =>
    [hint, fieldError(name) ? `ck-${name}-error` : null].filter(Boolean).join(' ') || undefined;
  const errorOf = (name: string) =>
    fieldError(name) ? (
      <span id={`ck-${name}-error`} className="ck-error">
        {fieldError(name)}
      </span>
    ) : null;

  return (
    <form noValidate onSubmit={submit} aria-describedby={error ? 'ck-pay-error' : undefined}>
      {methods.isPartialPaymentAllowed && (
        <fieldset className="ck-options ck-card">
          <legend className="ck-legend">{t('amount.legend')}</legend>
          <label className="ck-option">
            <input type="radio" name="ck-amount" checked={!part} onChange={() => setPart(false)} />
            <span>{t('amount.full', { amount: money(methods.amountDue) })}</span>
          </label>
          <label className="ck-option">
            <input type="radio" name="ck-amount" checked={part} onChange={() => setPart(true)} />
            <span>
              {t('amount.part')}
              {methods.minAmount && <small>{t('amount.partHint', { min: money(methods.minAmount) })}</small>}
            </span>
          </label>
          {part && (
            <div className="ck-field">
              <label htmlFor="ck-amount">{t('amount.label', { currency: methods.currency })}</label>
              <input
                id="ck-amount"
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                aria-invalid={!!fieldError('amount')}
                aria-describedby={describedBy('amount')}
              />
              {errorOf('amount')}
            </div>
          )}
        </fieldset>
      )}
      {!methods.isPartialPaymentAllowed && errorOf('amount')}
      <fieldset className="ck-options">
        <legend className="ck-legend">{t('methods.legend')}</legend>
        {methods.methods.map((m) => (
          <label key={m.type} className="ck-option">
            <input
              type="radio"
              name="ck-method"
              value={m.type}
              checked={type === m.type}
              onChange={() => setType(m.type)}
            />
            <span>
              {t(methodKeys[m.type] ?? 'methods.card')}
              <small>{t(`${methodKeys[m.type] ?? 'methods.card'}Hint`)}</small>
            </span>
          </label>
        ))}
        {errorOf('type')}
      </fieldset>
      <div className="ck-field">
        <label htmlFor="ck-payer">{t('payer.name')}</label>
        <input
          id="ck-payer"
          autoComplete="name"
          value={payer}
          onChange={(e) => setPayer(e.target.value)}
          aria-invalid={!!fieldError('payer')}
          aria-describedby={describedBy('payer')}
        />
        {errorOf('payer')}
      </div>
      <div className="ck-field">
        <label htmlFor="ck-email">{t('payer.email')}</label>
        <input
          id="ck-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={!!fieldError('email')}
          aria-describedby={describedBy('email', 'ck-email-hint')}
        />
        <span id="ck-email-hint" className="ck-hint">
          {t('payer.emailHint')}
        </span>
        {errorOf('email')}
      </div>
      {error && (
        <div id="ck-pay-error" className="ck-alert ck-danger" role="alert">
          <strong>{error.message}</strong>
          {error.details && <p>{error.details}</p>}
        </div>
      )}
      <button type="submit" className="ck-button ck-wide" aria-disabled={submitting} disabled={submitting}>
        {submitting && <span className="ck-spinner" aria-hidden="true" />}
        {submitting
          ? t('pay.busy')
          : t('pay.button', {
              amount: money(
                part && partAmount && DECIMAL_PATTERN.test(partAmount)
                  ? withPlaces(partAmount, methods.decimals)
                  : methods.amountDue,
              ),
            })}
      </button>
      <p className="ck-hint">{t('pay.secure')}</p>
    </form>
  );
}
