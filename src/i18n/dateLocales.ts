import type dayjs from 'dayjs';
import type { Locale } from 'antd/es/locale';
import { languageOf } from './languages';

/** dayjs' Macedonian minimal weekday names mix Latin letters into Cyrillic ones (`нe`, `пo`, `сa`). */
const MK_WEEKDAYS_MIN = ['не', 'по', 'вт', 'ср', 'че', 'пе', 'са'];

/** Corrects dayjs locale data once it is registered (the date pickers read the weekday names from it). */
export function fixDateLocales(dates: typeof dayjs) {
  const mk = dates.Ls.mk;
  if (mk) mk.weekdaysMin = MK_WEEKDAYS_MIN;
}

/**
 * The antd locale with the language's date format for every date picker: what is typed and shown in the field
 * is the format the tables show, not antd's `YYYY-MM-DD`.
 */
export function withLanguageDateFormats(locale: Locale, code: string): Locale {
  const picker = locale.DatePicker;
  if (!picker) return locale;
  const { dateFormat, timeFormat } = languageOf(code);
  return {
    ...locale,
    DatePicker: {
      ...picker,
      lang: {
        ...picker.lang,
        fieldDateFormat: dateFormat,
        fieldDateTimeFormat: `${dateFormat} ${timeFormat}`,
      },
    },
  };
}
