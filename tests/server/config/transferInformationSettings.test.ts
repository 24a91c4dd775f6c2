import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { transferInformationSettingDto } from '../../../src/api/schemas/transferInformationSetting.js';
import { createTestApp } from '../helpers.js';
import { callerFor, expectOk, items, NORTH_MACEDONIA, rejection, SERBIA, signIn } from './helpers.js';

type SettingDto = z.infer<typeof transferInformationSettingDto>;
const S = 'TransferInformationSetting';
const SECRET = 'transfer-token-5b2e8d1f09c7a463';

const body = {
  supplierCode: 'NSTRANSFER',
  endpointUrl: 'https://ns.transfers.test/api/transfer-info',
  tripDirections: [3, 1],
};

describe('TransferInformationSetting', { timeout: 60_000 }, () => {
  it("lists the tenant's suppliers, filtered by trip direction, active flag and keyword", async () => {
    const t = await createTestApp();
    const serbia = callerFor(t, await t.login('admin', SERBIA));
    const list = items(await serbia.getAll<SettingDto>(S));
    expect(list.map((s) => [s.supplierCode, s.tripDirections, s.timeoutSeconds, s.hasCredentials])).toEqual([
      ['AIRPORTBEG', [1, 2], 15, false],
      ['BGTRANSFER', [1, 2, 3], 30, false],
    ]);
    const codes = async (query: Record<string, string | number | boolean>) =>
      items(await serbia.getAll<SettingDto>(S, query)).map((s) => s.supplierCode);
    expect(await codes({ TripDirection: 3 })).toEqual(['BGTRANSFER']);
    expect(await codes({ Keyword: 'airport' })).toEqual(['AIRPORTBEG']);
    expect((await serbia.getAll(S, { TripDirection: 4 })).status).toBe(400);
    const macedonia = callerFor(t, await t.login('admin', NORTH_MACEDONIA));
    expect((await macedonia.get(S, list[0]!.id)).status).toBe(404);
    expect((await callerFor(t, await t.login('agent', SERBIA)).getAll(S)).status).toBe(403);
  });

  it('creates a supplier with sorted trip directions, a default time-out and write-only credentials', async () => {
    const admin = await signIn('admin', SERBIA);
    const created = await admin.create<SettingDto>(S, { ...body, userName: 'cc', credentials: SECRET });
    const dto = expectOk(created);
    expect(dto).toMatchObject({
      tripDirections: [1, 3],
      timeoutSeconds: 30,
      userName: 'cc',
      hasCredentials: true,
      credentialsHint: '••••a463',
      isActive: true,
    });
    for (const answer of [created, await admin.get(S, dto.id), await admin.getAll(S)])
      expect(JSON.stringify(answer.body)).not.toContain('transfer-token');
    const updated = expectOk(
      await admin.update<SettingDto>(S, { ...dto, timeoutSeconds: 90, tripDirections: [2] }),
    );
    expect(updated).toMatchObject({ timeoutSeconds: 90, tripDirections: [2], hasCredentials: true });
  });

  it('checks trip directions, the endpoint, the time-out and unique supplier codes', async () => {
    const admin = await signIn('admin', SERBIA);
    expect(rejection(await admin.create(S, { ...body, tripDirections: [0] }))).toEqual({
      members: ['tripDirections'],
      messages: ['The TripDirections field may only hold these values: 1, 2, 3.'],
    });
    expect(rejection(await admin.create(S, { ...body, tripDirections: [] })).members).toEqual([
      'tripDirections',
    ]);
    expect(rejection(await admin.create(S, { ...body, tripDirections: undefined })).members).toEqual([
      'tripDirections',
    ]);
    expect(rejection(await admin.create(S, { ...body, endpointUrl: 'javascript:alert(1)' })).members).toEqual(
      ['endpointUrl'],
    );
    expect(rejection(await admin.create(S, { ...body, timeoutSeconds: 600 })).members).toEqual([
      'timeoutSeconds',
    ]);
    expect(rejection(await admin.create(S, { ...body, supplierCode: 'bgtransfer' }))).toEqual({
      members: ['supplierCode'],
      messages: ["The code 'bgtransfer' is already taken."],
    });
  });
});
