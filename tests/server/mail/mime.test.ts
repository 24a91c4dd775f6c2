import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { decodeWords, parseMessage } from '../../../server/mail/mime.js';

/** A message built by nodemailer (as the API sends), as raw bytes. */
async function built(options: Parameters<ReturnType<typeof nodemailer.createTransport>['sendMail']>[0]) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail(options);
  return info.message as Buffer;
}

describe('the SMTP catcher’s MIME reading', () => {
  it('reads what nodemailer sends: encoded subject and names, quoted-printable HTML and text in any script', async () => {
    const raw = await built({
      from: { name: 'Client Care Србија', address: 'noreply@serbia.clientcare.test' },
      to: 'Ана <ana@example.com>, marko@example.com',
      subject: 'Потврда: ваша резервација CC-42 — Grüße',
      html: '<p>Поштовани, <strong>hvala</strong> — €1.245,00</p>'.repeat(20),
      text: 'Поштовани, hvala — €1.245,00',
    });
    expect(parseMessage(raw)).toEqual({
      from: 'noreply@serbia.clientcare.test',
      to: ['ana@example.com', 'marko@example.com'],
      subject: 'Потврда: ваша резервација CC-42 — Grüße',
      html: '<p>Поштовани, <strong>hvala</strong> — €1.245,00</p>'.repeat(20),
      text: 'Поштовани, hvala — €1.245,00',
    });
  });

  it('finds the bodies in nested parts, in base64 and another charset, and skips attachments', () => {
    const raw = Buffer.from(
      [
        'From: =?ISO-8859-2?B?rGFu?= <x@example.com>',
        'To: y@example.com',
        'Subject: =?utf-8?B?0J/RgNC+0LHQsA==?= =?utf-8?Q?_=C3=BC?=',
        'Content-Type: multipart/mixed; boundary="outer"',
        '',
        'preamble',
        '--outer',
        'Content-Type: multipart/alternative; boundary=inner',
        '',
        '--inner',
        'Content-Type: text/plain; charset=iso-8859-2',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        'Pla=E6anje',
        '--inner',
        'Content-Type: text/html; charset=utf-8',
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.from('<p>Plaćanje</p>').toString('base64'),
        '--inner--',
        '--outer',
        'Content-Type: text/html',
        'Content-Disposition: attachment; filename="a.html"',
        '',
        '<p>not the body</p>',
        '--outer--',
        '',
      ].join('\r\n'),
      'latin1',
    );
    expect(parseMessage(raw)).toEqual({
      from: 'x@example.com',
      to: ['y@example.com'],
      subject: 'Проба ü',
      html: '<p>Plaćanje</p>',
      text: 'Plaćanje',
    });
    expect(decodeWords('plain text')).toBe('plain text');
  });
});
