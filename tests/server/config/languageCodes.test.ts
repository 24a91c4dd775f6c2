import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { languageCodeDto } from '../../../src/api/schemas/languageCode.js';
import { createTestApp } from '../helpers.js';
import { callerFor, expectOk, items, rejection, SERBIA } from './helpers.js';

type LanguageCodeDto = z.infer<typeof languageCodeDto>;
const S = 'LanguageCode';

describe('LanguageCode', { timeout: 60_000 }, () => {
  it('lists the seven languages to any signed-in user; anonymous callers get 401', async () => {
    const t = await createTestApp();
    const agent = callerFor(t, await t.login('agent', SERBIA));
    const list = items(await agent.getAll<LanguageCodeDto>(S));
    expect(list.map((l) => [l.code, l.nativeName, l.culture])).toEqual([
      ['bs', 'Bosanski', 'bs-Latn-BA'],
      ['de', 'Deutsch', 'de-DE'],
      ['en', 'English', 'en-US'],
      ['mk', 'Македонски', 'mk-MK'],
      ['ro', 'Română', 'ro-RO'],
      ['sq', 'Shqip', 'sq-AL'],
      ['sr', 'Srpski', 'sr-Latn-RS'],
    ]);
    expect(items(await agent.getAll<LanguageCodeDto>(S, { Keyword: 'serb' })).map((l) => l.code)).toEqual([
      'sr',
    ]);
    expect(items(await agent.getAll<LanguageCodeDto>(S, { Keyword: 'македон' })).map((l) => l.code)).toEqual([
      'mk',
    ]);
    expect((await callerFor(t, '').getAll(S)).status).toBe(401);
  });

  it('lets only the host change the list', async () => {
    const t = await createTestApp();
    const hr = { code: 'hr', name: 'Croatian', nativeName: 'Hrvatski', culture: 'hr-hr' };
    for (const userName of ['agent', 'admin']) {
      const tenantUser = callerFor(t, await t.login(userName, SERBIA));
      expect((await tenantUser.create(S, hr)).status, userName).toBe(403);
    }
    const host = callerFor(t, await t.login('admin', null));
    const created = expectOk(await host.create<LanguageCodeDto>(S, hr));
    expect(created).toMatchObject({ code: 'hr', culture: 'hr-HR', isActive: true });
    expect(expectOk(await host.update<LanguageCodeDto>(S, { ...created, isActive: false })).isActive).toBe(
      false,
    );
    expect((await host.remove(S, created.id)).status).toBe(200);
  });

  it('checks the code and culture; codes are unique, case-insensitively', async () => {
    const t = await createTestApp();
    const host = callerFor(t, await t.login('admin', null));
    const body = { code: 'it', name: 'Italian', nativeName: 'Italiano', culture: 'it-IT' };
    expect(rejection(await host.create(S, { ...body, culture: 'italian!' }))).toEqual({
      members: ['culture'],
      messages: ['The Culture field must be a language tag such as sr-Latn-RS.'],
    });
    expect(rejection(await host.create(S, { ...body, code: 'it_IT' })).members).toEqual(['code']);
    expect(rejection(await host.create(S, { ...body, code: 'EN' }))).toEqual({
      members: ['code'],
      messages: ["The code 'EN' is already taken."],
    });
  });
});
