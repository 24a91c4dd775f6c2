import type { EmailKind } from '../../src/api/schemas/emailType.js';
import type { Db } from './client.js';
import { emailTemplates, emailTypes } from './schema.js';

/**
 * The demo tenants' e-mail types (one per kind, named in the tenant's language) and templates: English for
 * every kind, and the tenant's language for the booking confirmation and the bank-transfer instructions.
 */
type Language = 'en' | 'sr' | 'bs' | 'mk' | 'sq' | 'ro' | 'de';

const typeNames: Record<Language, [string, string, string, string, string]> = {
  en: [
    'Booking confirmation',
    'Payment received',
    'Bank transfer instructions',
    'Payment failed',
    'Reservation link',
  ],
  sr: [
    'Potvrda rezervacije',
    'Uplata primljena',
    'Uputstvo za bankovni transfer',
    'Plaćanje nije uspelo',
    'Link za rezervaciju',
  ],
  bs: [
    'Potvrda rezervacije',
    'Uplata primljena',
    'Upute za bankovni transfer',
    'Plaćanje nije uspjelo',
    'Link za rezervaciju',
  ],
  mk: [
    'Потврда за резервација',
    'Примено плаќање',
    'Упатство за банкарски трансфер',
    'Неуспешно плаќање',
    'Линк за резервација',
  ],
  sq: [
    'Konfirmim rezervimi',
    'Pagesa u mor',
    'Udhëzime për transfertë bankare',
    'Pagesa dështoi',
    'Lidhje rezervimi',
  ],
  ro: [
    'Confirmare rezervare',
    'Plată primită',
    'Instrucțiuni pentru transfer bancar',
    'Plată eșuată',
    'Link de rezervare',
  ],
  de: [
    'Buchungsbestätigung',
    'Zahlung erhalten',
    'Anleitung zur Banküberweisung',
    'Zahlung fehlgeschlagen',
    'Reservierungslink',
  ],
};

const transferTable = (labels: [string, string, string, string, string, string, string]) =>
  `<table>
  <tr><th>${labels[0]}</th><td>{{bankName}}</td></tr>
  <tr><th>${labels[1]}</th><td>{{accountHolder}}</td></tr>
  <tr><th>IBAN</th><td>{{iban}}</td></tr>
  <tr><th>SWIFT/BIC</th><td>{{swiftCode}}</td></tr>
  <tr><th>${labels[2]}</th><td><strong>{{amount}} {{currency}}</strong></td></tr>
  <tr><th>${labels[3]}</th><td><strong>{{reference}}</strong></td></tr>
  <tr><th>${labels[4]}</th><td>{{dueDate}}</td></tr>
</table>
<p>${labels[5]}</p>
<p>${labels[6]}</p>`;

const english: Record<EmailKind, [string, string]> = {
  1: [
    'Your booking {{voucherNo}} is confirmed',
    `<p>Dear {{customerName}},</p>
<p>thank you for booking with {{tenantName}}. Your stay at <strong>{{hotelName}}</strong> from {{checkInDate}} to {{checkOutDate}} is confirmed.</p>
<p>Total: <strong>{{totalAmount}} {{currency}}</strong></p>
<p><a href="{{reservationUrl}}">View your reservation</a></p>`,
  ],
  2: [
    'Payment received for {{voucherNo}}',
    `<p>Dear {{customerName}},</p>
<p>we received your payment of <strong>{{amount}} {{currency}}</strong> ({{paymentMethod}}) on {{paymentDate}} for booking {{voucherNo}}.</p>
<p>{{tenantName}}</p>`,
  ],
  3: [
    'How to pay for {{voucherNo}} by bank transfer',
    `<p>Dear {{customerName}},</p>
<p>please transfer the amount below by {{dueDate}} to hold booking {{voucherNo}}:</p>
${transferTable([
  'Bank',
  'Account holder',
  'Amount',
  'Payment reference',
  'Pay by',
  'Quote the payment reference exactly: a transfer without it may not be matched to your booking.',
  '{{tenantName}}',
])}`,
  ],
  4: [
    'Payment for {{voucherNo}} did not go through',
    `<p>Dear {{customerName}},</p>
<p>your payment of {{amount}} {{currency}} for booking {{voucherNo}} did not go through: {{reason}}. No money was taken.</p>
<p><a href="{{retryUrl}}">Try again or choose another payment method</a></p>`,
  ],
  5: [
    'Your reservation from {{tenantName}}',
    `<p>Dear {{customerName}},</p>
<p>{{agentName}} prepared your reservation. Review it and pay online before {{expiresAt}}:</p>
<p><a href="{{reservationUrl}}">Open your reservation</a></p>`,
  ],
};

/** The booking confirmation and the bank-transfer instructions in the tenants' languages. */
const local: Partial<Record<Language, { 1: [string, string]; 3: [string, string] }>> = {
  sr: {
    1: [
      'Vaša rezervacija {{voucherNo}} je potvrđena',
      `<p>Poštovani/a {{customerName}},</p>
<p>hvala što ste rezervisali kod {{tenantName}}. Vaš boravak u objektu <strong>{{hotelName}}</strong> od {{checkInDate}} do {{checkOutDate}} je potvrđen.</p>
<p>Ukupno: <strong>{{totalAmount}} {{currency}}</strong></p>
<p><a href="{{reservationUrl}}">Pogledajte rezervaciju</a></p>`,
    ],
    3: [
      'Uputstvo za plaćanje rezervacije {{voucherNo}} bankovnim transferom',
      `<p>Poštovani/a {{customerName}},</p>
<p>molimo vas da iznos uplatite do {{dueDate}} kako bi rezervacija {{voucherNo}} ostala važeća:</p>
${transferTable(['Banka', 'Vlasnik računa', 'Iznos', 'Poziv na broj', 'Rok za uplatu', 'Navedite poziv na broj tačno kako je napisan: uplata bez njega možda neće biti povezana sa rezervacijom.', '{{tenantName}}'])}`,
    ],
  },
  bs: {
    1: [
      'Vaša rezervacija {{voucherNo}} je potvrđena',
      `<p>Poštovani/a {{customerName}},</p>
<p>hvala što ste rezervisali kod {{tenantName}}. Vaš boravak u objektu <strong>{{hotelName}}</strong> od {{checkInDate}} do {{checkOutDate}} je potvrđen.</p>
<p>Ukupno: <strong>{{totalAmount}} {{currency}}</strong></p>
<p><a href="{{reservationUrl}}">Pogledajte rezervaciju</a></p>`,
    ],
    3: [
      'Upute za plaćanje rezervacije {{voucherNo}} bankovnim transferom',
      `<p>Poštovani/a {{customerName}},</p>
<p>molimo vas da iznos uplatite do {{dueDate}} kako bi rezervacija {{voucherNo}} ostala važeća:</p>
${transferTable(['Banka', 'Vlasnik računa', 'Iznos', 'Poziv na broj', 'Rok za uplatu', 'Navedite poziv na broj tačno kako je napisan: uplata bez njega možda neće biti povezana s rezervacijom.', '{{tenantName}}'])}`,
    ],
  },
  mk: {
    1: [
      'Вашата резервација {{voucherNo}} е потврдена',
      `<p>Почитуван/а {{customerName}},</p>
<p>ви благодариме што резервиравте кај {{tenantName}}. Вашиот престој во <strong>{{hotelName}}</strong> од {{checkInDate}} до {{checkOutDate}} е потврден.</p>
<p>Вкупно: <strong>{{totalAmount}} {{currency}}</strong></p>
<p><a href="{{reservationUrl}}">Погледнете ја резервацијата</a></p>`,
    ],
    3: [
      'Упатство за плаќање на резервацијата {{voucherNo}} со банкарски трансфер',
      `<p>Почитуван/а {{customerName}},</p>
<p>ве молиме уплатете го износот до {{dueDate}} за да остане важечка резервацијата {{voucherNo}}:</p>
${transferTable(['Банка', 'Сопственик на сметката', 'Износ', 'Повикување на број', 'Рок за уплата', 'Наведете го повикувањето на број точно како што е напишано: уплата без него можеби нема да се поврзе со резервацијата.', '{{tenantName}}'])}`,
    ],
  },
  sq: {
    1: [
      'Rezervimi juaj {{voucherNo}} është konfirmuar',
      `<p>I/E nderuar {{customerName}},</p>
<p>faleminderit që rezervuat me {{tenantName}}. Qëndrimi juaj në <strong>{{hotelName}}</strong> nga {{checkInDate}} deri më {{checkOutDate}} është konfirmuar.</p>
<p>Gjithsej: <strong>{{totalAmount}} {{currency}}</strong></p>
<p><a href="{{reservationUrl}}">Shihni rezervimin</a></p>`,
    ],
    3: [
      'Si të paguani rezervimin {{voucherNo}} me transfertë bankare',
      `<p>I/E nderuar {{customerName}},</p>
<p>ju lutemi transferoni shumën më poshtë deri më {{dueDate}} që rezervimi {{voucherNo}} të mbetet i vlefshëm:</p>
${transferTable(['Banka', 'Mbajtësi i llogarisë', 'Shuma', 'Referenca e pagesës', 'Afati i pagesës', 'Shënoni referencën e pagesës saktësisht: një transfertë pa të mund të mos lidhet me rezervimin tuaj.', '{{tenantName}}'])}`,
    ],
  },
  ro: {
    1: [
      'Rezervarea dumneavoastră {{voucherNo}} este confirmată',
      `<p>Stimate/Stimată {{customerName}},</p>
<p>vă mulțumim că ați rezervat cu {{tenantName}}. Sejurul la <strong>{{hotelName}}</strong> între {{checkInDate}} și {{checkOutDate}} este confirmat.</p>
<p>Total: <strong>{{totalAmount}} {{currency}}</strong></p>
<p><a href="{{reservationUrl}}">Vedeți rezervarea</a></p>`,
    ],
    3: [
      'Cum plătiți rezervarea {{voucherNo}} prin transfer bancar',
      `<p>Stimate/Stimată {{customerName}},</p>
<p>vă rugăm să transferați suma de mai jos până la {{dueDate}} pentru a păstra rezervarea {{voucherNo}}:</p>
${transferTable(['Banca', 'Titularul contului', 'Suma', 'Referința plății', 'Termen de plată', 'Menționați referința plății exact: un transfer fără ea s-ar putea să nu fie asociat rezervării.', '{{tenantName}}'])}`,
    ],
  },
  de: {
    1: [
      'Ihre Buchung {{voucherNo}} ist bestätigt',
      `<p>Guten Tag {{customerName}},</p>
<p>vielen Dank für Ihre Buchung bei {{tenantName}}. Ihr Aufenthalt im <strong>{{hotelName}}</strong> vom {{checkInDate}} bis {{checkOutDate}} ist bestätigt.</p>
<p>Gesamt: <strong>{{totalAmount}} {{currency}}</strong></p>
<p><a href="{{reservationUrl}}">Reservierung ansehen</a></p>`,
    ],
    3: [
      'So bezahlen Sie die Buchung {{voucherNo}} per Banküberweisung',
      `<p>Guten Tag {{customerName}},</p>
<p>bitte überweisen Sie den folgenden Betrag bis {{dueDate}}, damit die Buchung {{voucherNo}} bestehen bleibt:</p>
${transferTable(['Bank', 'Kontoinhaber', 'Betrag', 'Verwendungszweck', 'Zahlbar bis', 'Geben Sie den Verwendungszweck genau an: Eine Überweisung ohne ihn kann Ihrer Buchung womöglich nicht zugeordnet werden.', '{{tenantName}}'])}`,
    ],
  },
};

export const tenantLanguages: Record<string, Language> = {
  Default: 'en',
  albania: 'sq',
  serbia: 'sr',
  northmacedonia: 'mk',
  kosovo: 'sq',
  romania: 'ro',
  bosnia: 'bs',
  germany: 'de',
};

export async function seedEmails(db: Db, tenants: { id: number; tenancyName: string }[]) {
  for (const tenant of tenants) {
    const language = tenantLanguages[tenant.tenancyName] ?? 'en';
    const types = await db
      .insert(emailTypes)
      .values(
        typeNames[language].map((name, i) => ({
          tenantId: tenant.id,
          kind: i + 1,
          name,
          description: language === 'en' ? null : typeNames.en[i],
        })),
      )
      .returning();
    const templates = types.flatMap((type) => {
      const kind = type.kind as EmailKind;
      const [subject, htmlBody] = english[kind];
      const rows = [{ tenantId: tenant.id, emailTypeId: type.id, languageCode: 'en', subject, htmlBody }];
      const translated = local[language];
      if (translated && (kind === 1 || kind === 3)) {
        const [localSubject, localBody] = translated[kind];
        rows.push({
          tenantId: tenant.id,
          emailTypeId: type.id,
          languageCode: language,
          subject: localSubject,
          htmlBody: localBody,
        });
      }
      return rows;
    });
    await db.insert(emailTemplates).values(templates);
  }
}
