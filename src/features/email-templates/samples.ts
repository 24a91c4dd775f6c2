import type { TFunction } from 'i18next';
import { PLACEHOLDER_PATTERN } from '@/api/schemas/emailTemplate';
import { intlLocale } from '@/i18n/languages';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Made-up values for every variable the e-mails know, for the preview: dates and amounts written the way the
 * template's language writes them, words in the interface language.
 */
export function sampleValues(t: TFunction<'config'>, language: string): Record<string, string> {
  const locale = intlLocale(language);
  const date = (days: number) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(Date.UTC(2026, 6, 14 + days)));
  const money = (value: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  return {
    tenantName: 'Client Care Travel',
    customerName: 'Ana Jovanović',
    voucherNo: 'CC-2026-00042',
    hotelName: 'Hotel Moskva',
    checkInDate: date(0),
    checkOutDate: date(7),
    totalAmount: money(1245),
    amount: money(415),
    currency: 'EUR',
    reservationUrl: 'https://booking.example.com/reservation/CC-2026-00042',
    retryUrl: 'https://booking.example.com/pay/CC-2026-00042',
    paymentDate: date(-20),
    paymentMethod: t('emailTemplates.samples.paymentMethod'),
    bankName: 'Banca Intesa',
    accountHolder: 'Client Care Travel d.o.o.',
    iban: 'RS35 1600 0000 4567 8901 26',
    swiftCode: 'DBDBRSBG',
    reference: '97 2026-00042',
    dueDate: date(-14),
    reason: t('emailTemplates.samples.reason'),
    agentName: 'Marko Petrović',
    expiresAt: date(-10),
  };
}

/** `text` with each known `{{placeholder}}` replaced by its value (HTML-escaped when `html`); unknown ones stay. */
export function fillPlaceholders(text: string, values: Record<string, string>, html: boolean): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return html ? escapeHtml(value) : value;
  });
}
