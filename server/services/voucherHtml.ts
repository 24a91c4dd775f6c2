import { OrderStatus } from '../../src/api/schemas/order.js';
import type { ReservationDto } from '../../src/api/schemas/reservation.js';
import type { Culture } from '../abp/l10n/index.js';

/** The printable voucher (HTML, no script): the reservation as the hotel and the transfer driver need it. */
type Labels = Record<
  | 'title'
  | 'hotel'
  | 'stay'
  | 'nights'
  | 'travellers'
  | 'services'
  | 'total'
  | 'paid'
  | 'due'
  | 'agent'
  | 'print'
  | 'cancelled'
  | 'cancelledNote'
  | 'notValid'
  | 'notValidNote'
  | 'partly',
  string
>;
const LABELS: Record<Culture, Labels> = {
  en: {
    title: 'Voucher',
    hotel: 'Hotel',
    stay: 'Stay',
    nights: 'nights',
    travellers: 'Travellers',
    services: 'Services',
    total: 'Total',
    paid: 'Paid',
    due: 'Amount due',
    agent: 'Agent',
    print: 'Print this page or save it as PDF from your browser.',
    cancelled: 'CANCELLED',
    cancelledNote: 'This booking was cancelled. This voucher is not valid for the stay.',
    notValid: 'NOT VALID — payment outstanding',
    notValidNote: 'This voucher becomes valid once the booking is paid.',
    partly: 'Partly paid: {0} still outstanding.',
  },
  ro: {
    title: 'Voucher',
    hotel: 'Hotel',
    stay: 'Sejur',
    nights: 'nopți',
    travellers: 'Călători',
    services: 'Servicii',
    total: 'Total',
    paid: 'Plătit',
    due: 'De plată',
    agent: 'Agent',
    print: 'Tipăriți această pagină sau salvați-o ca PDF din browser.',
    cancelled: 'ANULAT',
    cancelledNote: 'Această rezervare a fost anulată. Acest voucher nu este valabil pentru sejur.',
    notValid: 'NEVALABIL — plată restantă',
    notValidNote: 'Acest voucher devine valabil după plata rezervării.',
    partly: 'Plătit parțial: {0} rămân de plată.',
  },
  mk: {
    title: 'Ваучер',
    hotel: 'Хотел',
    stay: 'Престој',
    nights: 'ноќи',
    travellers: 'Патници',
    services: 'Услуги',
    total: 'Вкупно',
    paid: 'Платено',
    due: 'За плаќање',
    agent: 'Агент',
    print: 'Испечатете ја страницава или зачувајте ја како PDF од прелистувачот.',
    cancelled: 'ОТКАЖАНО',
    cancelledNote: 'Оваа резервација е откажана. Овој ваучер не важи за престојот.',
    notValid: 'НЕ ВАЖИ — плаќањето е неподмирено',
    notValidNote: 'Овој ваучер важи откако резервацијата ќе биде платена.',
    partly: 'Делумно платено: {0} уште треба да се плати.',
  },
  bs: {
    title: 'Vaučer',
    hotel: 'Hotel',
    stay: 'Boravak',
    nights: 'noći',
    travellers: 'Putnici',
    services: 'Usluge',
    total: 'Ukupno',
    paid: 'Plaćeno',
    due: 'Za platiti',
    agent: 'Agent',
    print: 'Odštampajte ovu stranicu ili je sačuvajte kao PDF iz preglednika.',
    cancelled: 'OTKAZANO',
    cancelledNote: 'Ova rezervacija je otkazana. Ovaj vaučer ne važi za boravak.',
    notValid: 'NE VAŽI — plaćanje nije izvršeno',
    notValidNote: 'Ovaj vaučer postaje važeći kada rezervacija bude plaćena.',
    partly: 'Djelimično plaćeno: preostalo za platiti {0}.',
  },
  sr: {
    title: 'Vaučer',
    hotel: 'Hotel',
    stay: 'Boravak',
    nights: 'noći',
    travellers: 'Putnici',
    services: 'Usluge',
    total: 'Ukupno',
    paid: 'Plaćeno',
    due: 'Za plaćanje',
    agent: 'Agent',
    print: 'Odštampajte ovu stranicu ili je sačuvajte kao PDF iz pregledača.',
    cancelled: 'OTKAZANO',
    cancelledNote: 'Ova rezervacija je otkazana. Ovaj vaučer ne važi za boravak.',
    notValid: 'NE VAŽI — plaćanje nije izvršeno',
    notValidNote: 'Ovaj vaučer postaje važeći kada rezervacija bude plaćena.',
    partly: 'Delimično plaćeno: preostalo za plaćanje {0}.',
  },
  sq: {
    title: 'Kupon',
    hotel: 'Hoteli',
    stay: 'Qëndrimi',
    nights: 'netë',
    travellers: 'Udhëtarët',
    services: 'Shërbimet',
    total: 'Gjithsej',
    paid: 'Paguar',
    due: 'Për t’u paguar',
    agent: 'Agjenti',
    print: 'Printojeni këtë faqe ose ruajeni si PDF nga shfletuesi.',
    cancelled: 'ANULUAR',
    cancelledNote: 'Ky rezervim është anuluar. Ky kupon nuk është i vlefshëm për qëndrimin.',
    notValid: 'JO I VLEFSHËM — pagesa e papaguar',
    notValidNote: 'Ky kupon bëhet i vlefshëm pasi të paguhet rezervimi.',
    partly: 'Paguar pjesërisht: mbeten {0} për t’u paguar.',
  },
  de: {
    title: 'Voucher',
    hotel: 'Hotel',
    stay: 'Aufenthalt',
    nights: 'Nächte',
    travellers: 'Reisende',
    services: 'Leistungen',
    total: 'Gesamt',
    paid: 'Bezahlt',
    due: 'Offener Betrag',
    agent: 'Agent',
    print: 'Drucken Sie diese Seite oder speichern Sie sie im Browser als PDF.',
    cancelled: 'STORNIERT',
    cancelledNote: 'Diese Buchung wurde storniert. Dieser Voucher ist für den Aufenthalt nicht gültig.',
    notValid: 'UNGÜLTIG — Zahlung ausstehend',
    notValidNote: 'Dieser Voucher wird gültig, sobald die Buchung bezahlt ist.',
    partly: 'Teilweise bezahlt: {0} stehen noch aus.',
  },
};

const escape = (value: string | number) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The locale the `Intl` APIs need (Serbian in Latin script). */
export const intlLocale = (culture: Culture) => (culture === 'sr' ? 'sr-Latn' : culture);

/**
 * What the voucher says about its validity (issue 26): a cancelled booking's voucher says CANCELLED, an unpaid
 * one "NOT VALID — payment outstanding" (the hotel must not take it as proof of payment), a partly paid one what
 * is still due; a paid one nothing.
 */
function validity(view: ReservationDto, l: Labels, money: (value: string) => string): string {
  const stamp = (title: string, note: string, kind = '') =>
    `<div class="stamp${kind}" role="status"><strong>${escape(title)}</strong>${escape(note)}</div>`;
  if (view.status === OrderStatus.Cancelled) return stamp(l.cancelled, l.cancelledNote);
  if (view.status === OrderStatus.Pending) return stamp(l.notValid, l.notValidNote);
  if (view.status === OrderStatus.PartiallyPaid)
    return `<p class="stamp partly">${escape(l.partly.replace('{0}', money(view.amountDue)))}</p>`;
  return '';
}

export function renderVoucher(view: ReservationDto, tenantName: string, culture: Culture): string {
  const l = LABELS[culture];
  const locale = intlLocale(culture);
  const money = (value: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: view.currency }).format(
      value as `${number}`,
    );
  const day = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${value}T00:00:00Z`),
    );
  const row = (label: string, value: string) =>
    `<tr><th scope="row">${escape(label)}</th><td>${value}</td></tr>`;
  return `<!doctype html>
<html lang="${escape(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(`${l.title} ${view.voucherNo}`)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:720px;margin:24px auto;padding:0 16px;color:#1f1f1f}
h1{font-size:22px;margin:0 0 4px}table{width:100%;border-collapse:collapse;margin:12px 0}th,td{text-align:left;padding:6px 4px;border-bottom:1px solid #ddd;vertical-align:top}
td.n{text-align:right;white-space:nowrap}.stamp{border:3px solid #b3261e;color:#b3261e;padding:8px 12px;margin:12px 0}
.stamp strong{font-size:22px;letter-spacing:.06em;display:block}.stamp.partly{border-color:#8a5a00;color:#8a5a00}.note{color:#555;font-size:13px}@media print{.note{display:none}}</style></head>
<body><p>${escape(tenantName)}</p><h1>${escape(l.title)} ${escape(view.voucherNo)}</h1>${validity(view, l, money)}
<table>${row(l.hotel, `${escape(view.hotel.name)} ${'★'.repeat(view.hotel.stars)}<br>${escape(view.hotel.address)}, ${escape(view.hotel.city)}`)}
${row(l.stay, `${escape(day(view.checkIn))} – ${escape(day(view.checkOut))} (${view.nights} ${escape(l.nights)})`)}
${row(l.travellers, view.travellers.map((t) => escape(`${t.firstName} ${t.lastName}`)).join('<br>'))}
${view.agentCode ? row(l.agent, escape(view.agentCode)) : ''}</table>
<h2>${escape(l.services)}</h2><table>${view.lines
    .map(
      (line) =>
        `<tr><td>${escape(line.description)} × ${line.quantity}</td><td class="n">${escape(money(line.amount))}</td></tr>`,
    )
    .join('')}
<tr><th scope="row">${escape(l.total)}</th><td class="n">${escape(money(view.amount))}</td></tr>
<tr><th scope="row">${escape(l.paid)}</th><td class="n">${escape(money(view.paidAmount))}</td></tr>
<tr><th scope="row">${escape(l.due)}</th><td class="n">${escape(money(view.amountDue))}</td></tr></table>
<p class="note">${escape(l.print)}</p></body></html>`;
}
