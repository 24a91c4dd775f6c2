import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { bankAccountDto } from '../../../src/api/schemas/bankAccount.js';
import { ibanCheckDigits, ibanProblem, isValidBic } from '../../../src/api/schemas/banking.js';
import type { currencyDto } from '../../../src/api/schemas/currency.js';
import { bankAccounts } from '../../../server/db/schema.js';
import { createTestApp } from '../helpers.js';
import {
  callerFor,
  expectOk,
  items,
  NORTH_MACEDONIA,
  rejection,
  SERBIA,
  signIn,
  type Caller,
} from './helpers.js';

type BankAccountDto = z.infer<typeof bankAccountDto>;
const S = 'BankAccount';

async function currencyId(caller: Caller, code: string) {
  const list = items(await caller.getAll<z.infer<typeof currencyDto>>('Currency', { Keyword: code }));
  return list.find((c) => c.code === code)!.id;
}

/** A valid Serbian IBAN for a made-up account at Komercijalna banka (205). */
const serbianIban = (account: string) => {
  const bban = `205${account.padStart(15, '0')}`;
  return `RS${ibanCheckDigits('RS', bban)}${bban}`;
};

async function serbianAdmin() {
  const admin = await signIn('admin', SERBIA);
  const rsd = await currencyId(admin, 'RSD');
  const body = {
    bankName: 'Komercijalna banka',
    accountHolder: 'Client Care Travel d.o.o. Beograd',
    iban: serbianIban('1234567890123'),
    swiftCode: 'KOBBRSBG',
    currencyId: rsd,
  };
  return { admin, rsd, body };
}

describe('BankAccount', { timeout: 60_000 }, () => {
  it('seeds every demo tenant valid IBANs and BICs; the Serbian tenant has RSD and EUR accounts', async () => {
    const t = await createTestApp();
    const rows = await t.database.db.select().from(bankAccounts).orderBy(asc(bankAccounts.id));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const row of rows) {
      expect(ibanProblem(row.iban), row.iban).toBeNull();
      expect(isValidBic(row.swiftCode), row.swiftCode).toBe(true);
    }
    const serbia = callerFor(t, await t.login('admin', SERBIA));
    const list = items(await serbia.getAll<BankAccountDto>(S));
    expect(list.map((a) => [a.bankName, a.iban, a.swiftCode, a.currencyCode])).toEqual([
      ['Banca Intesa Beograd', 'RS35160000004567890126', 'DBDBRSBG', 'RSD'],
      ['Raiffeisen banka Beograd', 'RS35265000003124578848', 'RZBSRSBG', 'EUR'],
    ]);
    expect(list.every((a) => a.accountHolder === 'Client Care Travel d.o.o. Beograd')).toBe(true);
  });

  it('stores an IBAN typed with spaces and in lower case in its electronic form', async () => {
    const { admin, body } = await serbianAdmin();
    const spaced = body.iban.toLowerCase().replace(/(.{4})/g, '$1 ');
    const created = expectOk(
      await admin.create<BankAccountDto>(S, { ...body, iban: spaced, swiftCode: 'kobb rs bg' }),
    );
    expect(created).toMatchObject({
      iban: body.iban,
      swiftCode: 'KOBBRSBG',
      currencyCode: 'RSD',
      isActive: true,
    });
    expect(expectOk(await admin.get<BankAccountDto>(S, created.id))).toEqual(created);
  });

  it('checks the IBAN: characters, country, length, account format and MOD 97 check digits', async () => {
    const { admin, body } = await serbianAdmin();
    const wrongDigit = body.iban.slice(0, -1) + ((Number(body.iban.at(-1)) + 1) % 10);
    const cases: [string, string][] = [
      [wrongDigit, 'The check digits of the Iban field do not match: a character may be mistyped.'],
      [body.iban.slice(0, -1), 'An IBAN from RS has 22 characters, but the Iban field has 21.'],
      [
        'QQ12' + body.iban.slice(4),
        "The Iban field starts with 'QQ', which is not a country that uses IBANs.",
      ],
      ['RS35A05000000123456789', 'The Iban field does not have the account number format of RS IBANs.'],
      [
        'not an iban!',
        'The Iban field is not an IBAN: it starts with a two-letter country code and two check digits, followed by letters and digits.',
      ],
      // The United States do not use IBANs.
      ['US12345678901234567890', "The Iban field starts with 'US', which is not a country that uses IBANs."],
    ];
    for (const [iban, message] of cases) {
      const res = rejection(await admin.create(S, { ...body, iban }));
      expect(res, iban).toEqual({ members: ['iban'], messages: [message] });
    }
    expect(rejection(await admin.create(S, { ...body, iban: '' })).members).toEqual(['iban']);
    const german = rejection(
      await admin.call({
        method: 'POST',
        url: '/api/services/app/BankAccount/Create',
        culture: 'de',
        body: { ...body, iban: wrongDigit },
      }),
    );
    expect(german.messages).toEqual([
      'Die Prüfziffern des Feldes Iban stimmen nicht: Vermutlich ist ein Zeichen vertippt.',
    ]);
  });

  it('checks the SWIFT/BIC: 8 or 11 characters with a real country', async () => {
    const { admin, body } = await serbianAdmin();
    for (const swiftCode of ['KOBBRSB', 'KOBBRSBGX', 'KOBB-RS', 'KOBBRSBG0012', '12345678']) {
      const res = rejection(await admin.create(S, { ...body, swiftCode }));
      expect(res.members, swiftCode).toEqual(['swiftCode']);
      expect(res.messages[0]).toContain('is not a SWIFT/BIC code');
    }
    expect(rejection(await admin.create(S, { ...body, swiftCode: 'KOBBQQBG' })).messages).toEqual([
      "The SwiftCode field names the country 'QQ', which does not exist.",
    ]);
    expect(
      expectOk(await admin.create<BankAccountDto>(S, { ...body, swiftCode: 'KOBBRSBG100' })).swiftCode,
    ).toBe('KOBBRSBG100');
  });

  it("accepts only the tenant's active currencies", async () => {
    const { admin, body } = await serbianAdmin();
    const chf = await currencyId(admin, 'CHF');
    expect(rejection(await admin.create(S, { ...body, currencyId: chf }))).toEqual({
      members: ['currencyId'],
      messages: [
        "The currency CHF is not one of this tenant's active currencies: add it under tenant currencies first.",
      ],
    });
    expect(rejection(await admin.create(S, { ...body, currencyId: 424242 })).members).toEqual(['currencyId']);
  });

  it('registers an IBAN once per currency (400 naming iban), again after the first is deleted', async () => {
    const { admin, body } = await serbianAdmin();
    const first = expectOk(await admin.create<BankAccountDto>(S, body));
    const duplicate = rejection(await admin.create(S, { ...body, bankName: 'Other name' }));
    expect(duplicate.members).toEqual(['iban']);
    expect(duplicate.messages[0]).toBe(
      `The account ${body.iban.replace(/(.{4})(?=.)/g, '$1 ')} is already registered in this currency.`,
    );
    const eur = await currencyId(admin, 'EUR');
    expectOk(await admin.create(S, { ...body, currencyId: eur }));
    expect((await admin.remove(S, first.id)).status).toBe(200);
    expect((await admin.get(S, first.id)).status).toBe(404);
    // Deleted softly: payments keep their account, and the IBAN is free again.
    const [kept] = await admin.t.database.db.select().from(bankAccounts).where(eq(bankAccounts.id, first.id));
    expect(kept?.isDeleted).toBe(true);
    expectOk(await admin.create(S, body));
  });

  it('filters by keyword, currency and active flag; sorts by a whitelisted field only', async () => {
    const { admin, body } = await serbianAdmin();
    expectOk(await admin.create(S, { ...body, isActive: false }));
    const codes = async (query: Record<string, string | number | boolean>) =>
      items(await admin.getAll<BankAccountDto>(S, query)).map((a) => a.bankName);
    expect(await codes({ Keyword: 'intesa' })).toEqual(['Banca Intesa Beograd']);
    expect(await codes({ Keyword: 'RZBSRSBG' })).toEqual(['Raiffeisen banka Beograd']);
    expect(await codes({ Currency: 'rsd' })).toEqual(['Banca Intesa Beograd', 'Komercijalna banka']);
    expect(await codes({ IsActive: false })).toEqual(['Komercijalna banka']);
    expect(await codes({ Sorting: 'currencyCode desc, bankName' })).toEqual([
      'Banca Intesa Beograd',
      'Komercijalna banka',
      'Raiffeisen banka Beograd',
    ]);
    expect((await admin.getAll(S, { Sorting: 'iban; drop table bank_accounts' })).status).toBe(400);
  });

  it('keeps tenants apart and needs Pages.Banks.BankAccounts', async () => {
    const t = await createTestApp();
    const serbia = callerFor(t, await t.login('admin', SERBIA));
    const [account] = items(await serbia.getAll<BankAccountDto>(S));
    const macedonia = callerFor(t, await t.login('admin', NORTH_MACEDONIA));
    expect(items(await macedonia.getAll<BankAccountDto>(S)).map((a) => a.iban)).toEqual([
      'MK07300000004128744',
      'MK07210000006734590',
    ]);
    expect((await macedonia.get(S, account!.id)).status).toBe(404);
    expect((await macedonia.update(S, account)).status).toBe(404);
    expect((await macedonia.remove(S, account!.id)).status).toBe(404);
    const finance = callerFor(t, await t.login('finance', SERBIA));
    expect((await finance.getAll(S)).status).toBe(403);
    expect((await finance.create(S, account)).status).toBe(403);
  });
});
