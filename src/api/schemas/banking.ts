/**
 * Bank identifiers, checked the same way by the server and the SPA's forms:
 * - IBAN (ISO 13616): country code, two check digits (ISO 7064 MOD 97-10) and the country's BBAN, whose length
 *   and character pattern come from the SWIFT IBAN registry (as shipped by the ibantools package, 4.5.4);
 * - SWIFT/BIC (ISO 9362): 4-character party prefix, ISO 3166 country, 2-character location, optional 3-character
 *   branch.
 * Values are compared and stored in their electronic form: upper case, without spaces.
 */

/** ISO 3166-1 alpha-2 country codes, plus XK (Kosovo), which banks and the IBAN registry use. */
export const COUNTRY_CODES: readonly string[] = `
AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS
BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE
EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM
HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC
LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA
NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW
SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO
TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW`
  .trim()
  .split(/\s+/);

const countries = new Set(COUNTRY_CODES);
export const isCountryCode = (code: string) => countries.has(code);

/** IBAN length and BBAN pattern per country of the IBAN registry. */
const registry: Record<string, [length: number, bban: string]> = {
  AD: [24, '[0-9]{8}[A-Z0-9]{12}'],
  AE: [23, '[0-9]{3}[0-9]{16}'],
  AL: [28, '[0-9]{8}[A-Z0-9]{16}'],
  AT: [20, '[0-9]{16}'],
  AX: [18, '[0-9]{14}'],
  AZ: [28, '[A-Z]{4}[A-Z0-9]{20}'],
  BA: [20, '[0-9]{16}'],
  BE: [16, '[0-9]{12}'],
  BG: [22, '[A-Z]{4}[0-9]{6}[A-Z0-9]{8}'],
  BH: [22, '[A-Z]{4}[A-Z0-9]{14}'],
  BR: [29, '[0-9]{23}[A-Z]{1}[A-Z0-9]{1}'],
  BY: [28, '[A-Z]{4}[0-9]{4}[A-Z0-9]{16}'],
  CH: [21, '[0-9]{5}[A-Z0-9]{12}'],
  CR: [22, '[0-9]{18}'],
  CY: [28, '[0-9]{8}[A-Z0-9]{16}'],
  CZ: [24, '[0-9]{20}'],
  DE: [22, '[0-9]{18}'],
  DK: [18, '[0-9]{14}'],
  DO: [28, '[A-Z]{4}[0-9]{20}'],
  EE: [20, '[0-9]{16}'],
  EG: [29, '[0-9]{25}'],
  ES: [24, '[0-9]{20}'],
  FI: [18, '[0-9]{14}'],
  FO: [18, '[0-9]{14}'],
  FR: [27, '[0-9]{10}[A-Z0-9]{11}[0-9]{2}'],
  GB: [22, '[A-Z]{4}[0-9]{14}'],
  GE: [22, '[A-Z0-9]{2}[0-9]{16}'],
  GF: [27, '[0-9]{10}[A-Z0-9]{11}[0-9]{2}'],
  GI: [23, '[A-Z]{4}[A-Z0-9]{15}'],
  GL: [18, '[0-9]{14}'],
  GP: [27, '[0-9]{10}[A-Z0-9]{11}[0-9]{2}'],
  GR: [27, '[0-9]{7}[A-Z0-9]{16}'],
  GT: [28, '[A-Z0-9]{24}'],
  HR: [21, '[0-9]{17}'],
  HU: [28, '[0-9]{24}'],
  IE: [22, '[A-Z0-9]{4}[0-9]{14}'],
  IL: [23, '[0-9]{19}'],
  IQ: [23, '[A-Z]{4}[0-9]{15}'],
  IS: [26, '[0-9]{22}'],
  IT: [27, '[A-Z]{1}[0-9]{10}[A-Z0-9]{12}'],
  JO: [30, '[A-Z]{4}[0-9]{4}[A-Z0-9]{18}'],
  KW: [30, '[A-Z]{4}[A-Z0-9]{22}'],
  KZ: [20, '[0-9]{3}[A-Z0-9]{13}'],
  LB: [28, '[0-9]{4}[A-Z0-9]{20}'],
  LC: [32, '[A-Z]{4}[A-Z0-9]{24}'],
  LI: [21, '[0-9]{5}[A-Z0-9]{12}'],
  LT: [20, '[0-9]{16}'],
  LU: [20, '[0-9]{3}[A-Z0-9]{13}'],
  LV: [21, '[A-Z]{4}[A-Z0-9]{13}'],
  LY: [25, '[0-9]{21}'],
  MC: [27, '[0-9]{10}[A-Z0-9]{11}[0-9]{2}'],
  MD: [24, '[A-Z0-9]{2}[A-Z0-9]{18}'],
  ME: [22, '[0-9]{18}'],
  MF: [27, '[0-9]{10}[A-Z0-9]{11}[0-9]{2}'],
  MK: [19, '[0-9]{3}[A-Z0-9]{10}[0-9]{2}'],
  MN: [20, '[0-9]{16}'],
  MQ: [27, '[0-9]{10}[A-Z0-9]{11}[0-9]{2}'],
  MR: [27, '[0-9]{23}'],
  MT: [31, '[A-Z]{4}[0-9]{5}[A-Z0-9]{18}'],
  MU: [30, '[A-Z]{4}[0-9]{19}[A-Z]{3}'],
  NC: [27, '[0-9]{10}[A-Z0-9]{11}[0-9]{2}'],
  NI: [28, '[A-Z]{4}[0-9]{20}'],
  NL: [18, '[A-Z]{4}[0-9]{10}'],
  NO: [15, '[0-9]{11}'],
  OM: [23, '[0-9]{3}[A-Z0-9]{16}'],
  PF: [27, '[0-9]{10}[A-Z0-9]{11}[0-9]{2}'],
  PK: [24, '[A-Z0-9]{4}[0-9]{16}'],
  PL: [28, '[0-9]{24}'],
  PM: [27, '[0-9]{10}[A-Z0-9]{11}[0-9]{2}'],
  PS: [29, '[A-Z0-9]{4}[0-9]{21}'],
  PT: [25, '[0-9]{21}'],
  QA: [29, '[A-Z]{4}[A-Z0-9]{21}'],
  RE: [27, '[0-9]{10}[A-Z0-9]{11}[0-9]{2}'],
  RO: [24, '[A-Z]{4}[A-Z0-9]{16}'],
  RS: [22, '[0-9]{18}'],
  RU: [33, '[0-9]{14}[A-Z0-9]{15}'],
  SA: [24, '[0-9]{2}[A-Z0-9]{18}'],
  SC: [31, '[A-Z]{4}[0-9]{20}[A-Z]{3}'],
  SD: [18, '[0-9]{14}'],
  SE: [24, '[0-9]{20}'],
  SI: [19, '[0-9]{15}'],
  SK: [24, '[0-9]{20}'],
  SM: [27, '[A-Z]{1}[0-9]{10}[A-Z0-9]{12}'],
  SO: [23, '[0-9]{19}'],
  ST: [25, '[0-9]{21}'],
  SV: [28, '[A-Z]{4}[0-9]{20}'],
  TF: [27, '[0-9]{10}[A-Z0-9]{11}[0-9]{2}'],
  TL: [23, '[0-9]{19}'],
  TN: [24, '[0-9]{20}'],
  TR: [26, '[0-9]{5}[A-Z0-9]{17}'],
  UA: [29, '[0-9]{6}[A-Z0-9]{19}'],
  VA: [22, '[0-9]{18}'],
  VG: [24, '[A-Z0-9]{4}[0-9]{16}'],
  WF: [27, '[0-9]{10}[A-Z0-9]{11}[0-9]{2}'],
  XK: [20, '[0-9]{16}'],
  YE: [30, '[A-Z]{4}[0-9]{4}[0-9A-Z]{18}'],
  YT: [27, '[0-9]{10}[A-Z0-9]{11}[0-9]{2}'],
};

export const IBAN_COUNTRIES: Readonly<Record<string, { length: number; bban: RegExp }>> = Object.fromEntries(
  Object.entries(registry).map(([country, [length, bban]]) => [
    country,
    { length, bban: new RegExp(`^${bban}$`) },
  ]),
);

/** Electronic form: spaces (and the dashes some banks print) removed, upper case. */
export const compactCode = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase();

/** Printed form: groups of four ("RS35 1050 0812 3123 1231 73"). */
export const formatIban = (iban: string) => compactCode(iban).replace(/(.{4})(?=.)/g, '$1 ');

/** ISO 7064 MOD 97-10 of an alphanumeric string (letters count as 10..35), computed piecewise. */
export function mod97(value: string): number {
  let rest = 0;
  for (const char of value) {
    const n = parseInt(char, 36);
    rest = n > 9 ? (rest * 100 + n) % 97 : (rest * 10 + n) % 97;
  }
  return rest;
}

export type IbanProblem =
  | { kind: 'format' }
  | { kind: 'country'; country: string }
  | { kind: 'length'; country: string; expected: number; actual: number }
  | { kind: 'bban'; country: string }
  | { kind: 'checksum' };

/** What is wrong with an IBAN (in any form), or null when it is valid. */
export function ibanProblem(value: string): IbanProblem | null {
  const iban = compactCode(value);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return { kind: 'format' };
  const country = iban.slice(0, 2);
  const spec = IBAN_COUNTRIES[country];
  if (!spec) return { kind: 'country', country };
  if (iban.length !== spec.length)
    return { kind: 'length', country, expected: spec.length, actual: iban.length };
  if (!spec.bban.test(iban.slice(4))) return { kind: 'bban', country };
  if (mod97(iban.slice(4) + iban.slice(0, 4)) !== 1) return { kind: 'checksum' };
  return null;
}

export const isValidIban = (value: string) => ibanProblem(value) === null;

/** The two check digits that make `country` + `bban` a valid IBAN. */
export function ibanCheckDigits(country: string, bban: string): string {
  return String(98 - mod97(`${compactCode(bban)}${country}00`)).padStart(2, '0');
}

/** SWIFT/BIC: party prefix (4), country (2), location (2), optional branch (3). */
export const BIC_PATTERN = /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

export type BicProblem = { kind: 'format' } | { kind: 'country'; country: string };

export function bicProblem(value: string): BicProblem | null {
  const bic = compactCode(value);
  if (!BIC_PATTERN.test(bic)) return { kind: 'format' };
  const country = bic.slice(4, 6);
  return isCountryCode(country) ? null : { kind: 'country', country };
}

export const isValidBic = (value: string) => bicProblem(value) === null;
