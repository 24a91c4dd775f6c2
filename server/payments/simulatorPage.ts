/**
 * The simulator's hosted page for alternative payments (APM): what a bank's or wallet's page would be, rendered
 * by the server without scripts (a form that posts the payer's decision back). Its few words in the seven
 * languages.
 */
const words = {
  en: [
    'Simulated payment provider',
    'Confirm the payment',
    'Amount',
    'Booking',
    'Approve payment',
    'Decline',
    'This is a test page: no money moves.',
  ],
  ro: [
    'Furnizor de plăți simulat',
    'Confirmați plata',
    'Sumă',
    'Rezervare',
    'Aprobați plata',
    'Refuzați',
    'Aceasta este o pagină de test: nu se transferă bani.',
  ],
  mk: [
    'Симулиран давател на плаќања',
    'Потврдете го плаќањето',
    'Износ',
    'Резервација',
    'Одобри плаќање',
    'Одбиј',
    'Ова е тест-страница: не се префрлаат пари.',
  ],
  bs: [
    'Simulirani pružalac plaćanja',
    'Potvrdite plaćanje',
    'Iznos',
    'Rezervacija',
    'Odobri plaćanje',
    'Odbij',
    'Ovo je testna stranica: novac se ne prenosi.',
  ],
  sr: [
    'Simulirani pružalac plaćanja',
    'Potvrdite plaćanje',
    'Iznos',
    'Rezervacija',
    'Odobri plaćanje',
    'Odbij',
    'Ovo je test stranica: novac se ne prenosi.',
  ],
  sq: [
    'Ofrues pagesash i simuluar',
    'Konfirmoni pagesën',
    'Shuma',
    'Rezervimi',
    'Mirato pagesën',
    'Refuzo',
    'Kjo është një faqe testimi: nuk lëvizin para.',
  ],
  de: [
    'Simulierter Zahlungsanbieter',
    'Zahlung bestätigen',
    'Betrag',
    'Buchung',
    'Zahlung freigeben',
    'Ablehnen',
    'Dies ist eine Testseite: Es wird kein Geld bewegt.',
  ],
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function apmPage(input: {
  language: string;
  paymentId: number;
  token: string;
  amount: string;
  currency: string;
  voucherNo: string;
}): string {
  const lang = (input.language in words ? input.language : 'en') as keyof typeof words;
  const [brand, title, amountLabel, bookingLabel, approve, decline, note] = words[lang];
  const locale = lang === 'sr' ? 'sr-Latn' : lang;
  const [, fraction = ''] = input.amount.split('.');
  const amount = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: input.currency,
    minimumFractionDigits: fraction.length,
    maximumFractionDigits: fraction.length,
  }).format(Number(input.amount));
  const action = `/api/payments/simulator/apm/${input.paymentId}`;
  return `<!doctype html>
<html lang="${lang === 'sr' ? 'sr-Latn' : lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(brand)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:#f3f4f6;color:#111827}
header{background:#1e3a8a;color:#fff;padding:14px 20px;font-weight:600}
main{max-width:440px;margin:24px auto;padding:0 16px}
section{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.3rem;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 20px}
dt{color:#4b5563}dd{margin:0;font-weight:600;text-align:right}
.actions{display:flex;flex-direction:column;gap:10px}
button{font:inherit;min-height:48px;border-radius:8px;border:1px solid #1e3a8a;cursor:pointer}
.approve{background:#1e3a8a;color:#fff}.decline{background:#fff;color:#1e3a8a}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
p{color:#4b5563;font-size:.9rem;margin-top:16px}
</style>
</head>
<body>
<header>${escapeHtml(brand)}</header>
<main>
<section>
<h1>${escapeHtml(title)}</h1>
<dl><dt>${escapeHtml(amountLabel)}</dt><dd>${escapeHtml(amount)}</dd><dt>${escapeHtml(bookingLabel)}</dt><dd>${escapeHtml(input.voucherNo)}</dd></dl>
<form method="post" action="${action}" class="actions">
<input type="hidden" name="token" value="${escapeHtml(input.token)}">
<button class="approve" type="submit" name="decision" value="approve">${escapeHtml(approve)}</button>
<button class="decline" type="submit" name="decision" value="decline">${escapeHtml(decline)}</button>
</form>
<p>${escapeHtml(note)}</p>
</section>
</main>
</body>
</html>`;
}
