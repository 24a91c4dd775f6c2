import type { Locale } from 'antd/es/locale';
import de_DE from 'antd/es/locale/de_DE';
import en_US from 'antd/es/locale/en_US';
import hr_HR from 'antd/es/locale/hr_HR';
import mk_MK from 'antd/es/locale/mk_MK';
import ro_RO from 'antd/es/locale/ro_RO';
import sq_AL from 'antd/es/locale/sq_AL';
import sr_RS from 'antd/es/locale/sr_RS';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/hr';
import 'dayjs/locale/mk';
import 'dayjs/locale/ro';
import 'dayjs/locale/sq';
import 'dayjs/locale/sr';
import { languageOf, type LanguageCode } from './languages';

/** antd's sr_RS is Latin except for a few strings left in Cyrillic; these replace them. */
const srLatin: Locale = {
  ...sr_RS,
  Table: {
    ...sr_RS.Table,
    filterCheckAll: 'Izaberi sve stavke',
    filterSearchPlaceholder: 'Pretraži filtere',
  },
  Transfer: { ...sr_RS.Transfer, deselectAll: 'Poništi izbor svih stavki' } as Locale['Transfer'],
  Text: { ...sr_RS.Text, collapse: 'Skupi' },
  QRCode: { ...sr_RS.QRCode, expired: 'QR kod je istekao', refresh: 'Osveži', scanned: 'Skenirano' },
  ColorPicker: {
    ...sr_RS.ColorPicker,
    presetEmpty: 'Prazno',
    transparent: 'Providno',
    singleColor: 'Jednobojno',
    gradientColor: 'Gradijent',
  },
};

/** Bosnian has no antd locale; the Croatian one is the closest (and dates use the Croatian locale). */
const antdLocales: Record<LanguageCode, Locale> = {
  en: en_US,
  ro: ro_RO,
  mk: mk_MK,
  bs: hr_HR,
  sr: srLatin,
  sq: sq_AL,
  de: de_DE,
};

export const antdLocaleFor = (code: string | null | undefined): Locale => antdLocales[languageOf(code).code];

/** Switches dayjs' global locale (month and weekday names, week start) to the language's date locale. */
export function applyDateLocale(code: string | null | undefined) {
  dayjs.locale(languageOf(code).dayjs);
}
