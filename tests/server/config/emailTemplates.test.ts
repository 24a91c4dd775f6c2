import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { emailTemplateDto } from '../../../src/api/schemas/emailTemplate.js';
import type { emailKindDto, emailTypeDto } from '../../../src/api/schemas/emailType.js';
import type { ListResultDto } from '../../../src/api/types/abp.js';
import { app, createTestApp } from '../helpers.js';
import { callerFor, expectOk, items, NORTH_MACEDONIA, rejection, SERBIA, signIn } from './helpers.js';

type EmailTypeDto = z.infer<typeof emailTypeDto>;
type EmailTemplateDto = z.infer<typeof emailTemplateDto>;

describe('EmailType', { timeout: 60_000 }, () => {
  it("lists the tenant's types, one per kind, named in its language, with their variables", async () => {
    const t = await createTestApp();
    const serbia = callerFor(t, await t.login('admin', SERBIA));
    const types = items(await serbia.getAll<EmailTypeDto>('EmailType'));
    expect(types.map((e) => [e.kind, e.name])).toEqual([
      [1, 'Potvrda rezervacije'],
      [2, 'Uplata primljena'],
      [3, 'Uputstvo za bankovni transfer'],
      [4, 'Plaćanje nije uspelo'],
      [5, 'Link za rezervaciju'],
    ]);
    expect(types[2]?.variables).toEqual(
      expect.arrayContaining(['iban', 'swiftCode', 'reference', 'dueDate']),
    );
    const kinds = await serbia.call<ListResultDto<z.infer<typeof emailKindDto>>>({
      url: app('EmailType/GetTypes'),
    });
    expect(items(kinds).map((k) => [k.kind, k.name])).toEqual([
      [1, 'BookingConfirmation'],
      [2, 'PaymentReceived'],
      [3, 'BankTransferInstructions'],
      [4, 'PaymentFailed'],
      [5, 'ReservationLink'],
    ]);
    const macedonia = callerFor(t, await t.login('admin', NORTH_MACEDONIA));
    expect(items(await macedonia.getAll<EmailTypeDto>('EmailType'))[0]?.name).toBe('Потврда за резервација');
    expect((await macedonia.get('EmailType', types[0]!.id)).status).toBe(404);
    expect((await callerFor(t, await t.login('agent', SERBIA)).getAll('EmailType')).status).toBe(403);
  });

  it('allows one type per kind; a type with templates keeps its kind', async () => {
    const admin = await signIn('admin', SERBIA);
    expect(rejection(await admin.create('EmailType', { kind: 1, name: 'Second confirmation' }))).toEqual({
      members: ['kind'],
      messages: ['The tenant already has an e-mail type of this kind.'],
    });
    expect(rejection(await admin.create('EmailType', { kind: 6, name: 'Newsletter' })).members).toEqual([
      'kind',
    ]);
    const [confirmation] = items(await admin.getAll<EmailTypeDto>('EmailType', { Kind: 1 }));
    expect(rejection(await admin.update('EmailType', { ...confirmation, kind: 4 }))).toEqual({
      members: ['kind'],
      messages: ['The kind of an e-mail type with templates cannot change.'],
    });
    // Deleting a type deletes its templates.
    expect((await admin.remove('EmailType', confirmation!.id)).status).toBe(200);
    expect(items(await admin.getAll('EmailTemplate', { EmailTypeId: confirmation!.id }))).toEqual([]);
    const again = expectOk(await admin.create<EmailTypeDto>('EmailType', { kind: 1, name: 'Potvrda' }));
    expect(again.variables).toContain('hotelName');
  });
});

describe('EmailTemplate', { timeout: 60_000 }, () => {
  it('lists templates per type and language with filters; GetTypes feeds the editor', async () => {
    const t = await createTestApp();
    const serbia = callerFor(t, await t.login('admin', SERBIA));
    const all = items(await serbia.getAll<EmailTemplateDto>('EmailTemplate'));
    expect(all.map((e) => [e.kind, e.languageCode])).toEqual([
      [1, 'en'],
      [1, 'sr'],
      [2, 'en'],
      [3, 'en'],
      [3, 'sr'],
      [4, 'en'],
      [5, 'en'],
    ]);
    const sr = items(await serbia.getAll<EmailTemplateDto>('EmailTemplate', { LanguageCode: 'SR' }));
    expect(sr.map((e) => e.subject)).toEqual([
      'Vaša rezervacija {{voucherNo}} je potvrđena',
      'Uputstvo za plaćanje rezervacije {{voucherNo}} bankovnim transferom',
    ]);
    expect(
      items(await serbia.getAll<EmailTemplateDto>('EmailTemplate', { Keyword: 'bankovnim' })),
    ).toHaveLength(1);
    const types = await serbia.call<ListResultDto<EmailTypeDto>>({ url: app('EmailTemplate/GetTypes') });
    expect(items(types)).toHaveLength(5);
    const macedonia = callerFor(t, await t.login('admin', NORTH_MACEDONIA));
    expect((await macedonia.get('EmailTemplate', all[0]!.id)).status).toBe(404);
    expect((await callerFor(t, await t.login('finance', SERBIA)).getAll('EmailTemplate')).status).toBe(403);
  });

  it("accepts only the type's variables as placeholders, an active language and one template per language", async () => {
    const t = await createTestApp();
    const admin = callerFor(t, await t.login('admin', SERBIA));
    const [failed] = items(await admin.getAll<EmailTypeDto>('EmailType', { Kind: 4 }));
    const body = {
      emailTypeId: failed!.id,
      languageCode: 'sr',
      subject: 'Plaćanje za {{ voucherNo }} nije uspelo',
      htmlBody: '<p>Poštovani/a {{customerName}}, plaćanje nije uspelo: {{reason}}.</p>',
    };
    expect(
      rejection(
        await admin.create('EmailTemplate', {
          ...body,
          htmlBody: '<p>{{customerName}} {{iban}} {{password}}</p>',
        }),
      ),
    ).toEqual({
      members: ['htmlBody'],
      messages: [
        'The HtmlBody field uses placeholders this e-mail type does not know: {{iban}}, {{password}}.',
      ],
    });
    expect(
      rejection(await admin.create('EmailTemplate', { ...body, subject: '{{hotelName}}' })).members,
    ).toEqual(['subject']);
    expect(rejection(await admin.create('EmailTemplate', { ...body, languageCode: 'xx' }))).toEqual({
      members: ['languageCode'],
      messages: ["The language 'xx' is not supported."],
    });
    const created = expectOk(
      await admin.create<EmailTemplateDto>('EmailTemplate', { ...body, languageCode: 'SR' }),
    );
    expect(created).toMatchObject({ languageCode: 'sr', kind: 4, emailTypeName: 'Plaćanje nije uspelo' });
    expect(rejection(await admin.create('EmailTemplate', body))).toEqual({
      members: ['languageCode'],
      messages: ['This e-mail type already has a template in this language.'],
    });
    // Another tenant's type is unknown here.
    const macedonia = callerFor(t, await t.login('admin', NORTH_MACEDONIA));
    expect(
      rejection(await macedonia.create('EmailTemplate', { ...body, languageCode: 'mk' })).members,
    ).toEqual(['emailTypeId']);
    const updated = expectOk(
      await admin.update<EmailTemplateDto>('EmailTemplate', { ...created, htmlBody: '<p>{{retryUrl}}</p>' }),
    );
    expect(updated.htmlBody).toBe('<p>{{retryUrl}}</p>');
  });
});
