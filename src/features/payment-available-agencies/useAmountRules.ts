import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { compareDecimals, DECIMAL_PATTERN } from '@/api/schemas/decimal';
import { AMOUNT_DIGITS } from '@/api/schemas/paymentAvailableAgency';
import { isBlank } from '@/api/validation';
import { checks } from '@/components/config/checks';
import { useAmountRule } from '@/components/config/AmountInput';
import { useConfigRules } from '@/components/config/useConfigRules';

const filled = (value: unknown) => !isBlank(value);

/**
 * The amount range's rules, as the server checks them: exact decimals with no more places than the currency
 * has, a currency as soon as either amount is given, and the maximum not below the minimum (compared exactly).
 */
export function useAmountRules(decimalPlaces: number | undefined) {
  const { t } = useTranslation('config');
  const rules = useConfigRules();
  const amount = useAmountRule();
  const decimal = rules.check(
    checks.decimal(
      AMOUNT_DIGITS.integer,
      Math.min(decimalPlaces ?? AMOUNT_DIGITS.scale, AMOUNT_DIGITS.scale),
    ),
  );
  const currencyId: Rule[] = [
    ({ getFieldValue }) => ({
      validator: (_rule, value: unknown) =>
        filled(value) || !(filled(getFieldValue('minAmount')) || filled(getFieldValue('maxAmount')))
          ? Promise.resolve()
          : Promise.reject(new Error(t('paymentAvailableAgencies.validation.currencyRequired'))),
    }),
  ];
  const notBelowMinimum: Rule = ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) => {
      const min = String(getFieldValue('minAmount') ?? '').trim();
      const max = String(value ?? '').trim();
      const comparable = DECIMAL_PATTERN.test(min) && DECIMAL_PATTERN.test(max);
      return comparable && compareDecimals(max, min) < 0
        ? Promise.reject(new Error(t('paymentAvailableAgencies.validation.maxBelowMin')))
        : Promise.resolve();
    },
  });
  return { currencyId, minAmount: [amount, decimal], maxAmount: [amount, decimal, notBelowMinimum] };
}
