import { bicProblem, compactCode, ibanProblem, isCountryCode } from '@/api/schemas/banking';
import { decimalDigits, DECIMAL_PATTERN, isZeroDecimal } from '@/api/schemas/decimal';
import { iso4217, isTradableCurrency } from '@/api/schemas/iso4217';
import { isHostName } from '@/api/schemas/hostName';
import { CODE_PATTERN, MaxLength } from '@/api/schemas/rules';

/**
 * The shared schemas' field checks (src/api/schemas/fields.ts) for the forms, without loading zod: the same
 * functions decide, and a failure names the same message key of the server's catalogue (`FieldIbanChecksum`…)
 * with the same arguments, which the forms translate from the `config:validation` keys. Blank values pass
 * (the required rule speaks for them).
 */
export interface FieldProblem {
  key: string;
  args: Record<string, string | number>;
}

export type FieldCheck = (value: string) => FieldProblem | null;

const problem = (key: string, args: Record<string, string | number> = {}): FieldProblem => ({ key, args });
/** At most this much of a user's value is repeated in a message (as the server does). */
const echo = (value: string) => (value.length > 12 ? `${value.slice(0, 12)}…` : value);

export const checks = {
  iban: (value: string) => {
    const p = ibanProblem(value);
    if (!p) return null;
    if (p.kind === 'format') return problem('FieldIbanFormat');
    if (p.kind === 'country') return problem('FieldIbanCountry', { country: p.country });
    if (p.kind === 'length')
      return problem('FieldIbanLength', { country: p.country, expected: p.expected, actual: p.actual });
    if (p.kind === 'bban') return problem('FieldIbanBban', { country: p.country });
    return problem('FieldIbanChecksum');
  },
  bic: (value: string) => {
    const p = bicProblem(value);
    if (!p) return null;
    return p.kind === 'format' ? problem('FieldBic') : problem('FieldBicCountry', { country: p.country });
  },
  currencyCode: (value: string) => {
    const code = value.trim().toUpperCase();
    const entry = iso4217(code);
    if (!entry) return problem('FieldCurrencyCode', { value: echo(code) });
    return isTradableCurrency(entry) ? null : problem('FieldCurrencyNotTradable', { code });
  },
  countryCode: (value: string) => {
    const code = value.trim().toUpperCase();
    return isCountryCode(code) ? null : problem('FieldCountryCode', { value: echo(code) });
  },
  hostName: (value: string) => {
    const host = value.trim().toLowerCase();
    return isHostName(host) ? null : problem('FieldHostName', { value: echo(host) });
  },
  code: (value: string) => (CODE_PATTERN.test(value.trim()) ? null : problem('FieldCode')),
  url: (value: string) => {
    try {
      const url = new URL(value.trim());
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '') return null;
    } catch {
      // not an address at all
    }
    return problem('FieldUrl');
  },
  decimal:
    (integer: number, scale: number, options: { positive?: boolean } = {}) =>
    (value: string) => {
      const text = value.trim();
      const digits = DECIMAL_PATTERN.test(text) && text.length <= 64 ? decimalDigits(text) : null;
      if (!digits || digits.integer > integer || digits.scale > scale)
        return problem('FieldDecimal', { integer, scale });
      return options.positive && isZeroDecimal(text) ? problem('FieldPositive') : null;
    },
  culture: (value: string) => {
    const tag = value.trim();
    if (tag.length <= MaxLength.culture && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(tag)) {
      try {
        if (Intl.getCanonicalLocales(tag).length) return null;
      } catch {
        // not a language tag
      }
    }
    return problem('FieldCulture');
  },
} satisfies Record<string, FieldCheck | ((...args: never[]) => FieldCheck)>;

export { compactCode };
