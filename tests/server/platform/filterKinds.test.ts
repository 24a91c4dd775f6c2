import { describe, expect, it } from 'vitest';
import { Permissions } from '../../../src/api/permissions.js';
import type { PagedResultDto } from '../../../src/api/types/abp.js';
import type { AppDeps } from '../../../server/abp/deps.js';
import { createCallerCache } from '../../../server/abp/callerCache.js';
import { crudService, filter, folded } from '../../../server/abp/crud/index.js';
import { registerService } from '../../../server/abp/service.js';
import { loginLogs } from '../../../server/db/schema.js';
import { app, createTestApp } from '../helpers.js';

type Log = typeof loginLogs.$inferSelect;

/**
 * A resource declared only for this test, over the login logs, with one filter of every kind; it answers at
 * `/api/services/app/Probe/GetAll` like any resource of the factory.
 */
const probe = crudService({
  name: 'Probe',
  table: loginLogs,
  permission: Permissions.LoginLogs,
  scope: 'hostSeesAll',
  toDto: (row: Log) => row.userNameOrEmailAddress,
  getAll: {
    sorting: { id: loginLogs.id, user: folded(loginLogs.userNameOrEmailAddress) },
    defaultSorting: 'user',
    filters: [
      filter.text('user', loginLogs.userNameOrEmailAddress),
      filter.exact('result', loginLogs.result),
      filter.oneOf('results', loginLogs.result),
      filter.range('id', loginLogs.id),
      filter.dateRange('creationDate', loginLogs.creationTime),
      filter.bool('isSuccess', loginLogs.isSuccess),
    ],
  },
});

async function probeApp() {
  const t = await createTestApp();
  // Only what a list reads: the database and the caller cache (for the caller's permissions).
  registerService(t.app, { db: t.database.db, cache: createCallerCache() } as AppDeps, probe);
  const rows = [
    [3, 'Çela', 'Success', '2026-01-10T10:00:00Z'],
    [3, 'dorde', 'InvalidPassword', '2026-02-10T10:00:00Z'],
    [3, 'mila', 'LockedOut', '2026-03-10T10:00:00Z'],
    [2, 'ana', 'Success', '2026-01-15T10:00:00Z'],
    [null, 'root', 'Success', '2026-02-01T10:00:00Z'],
  ] as const;
  const inserted = await t.database.db
    .insert(loginLogs)
    .values(
      rows.map(([tenantId, user, result, time]) => ({
        tenantId,
        userNameOrEmailAddress: user,
        result,
        isSuccess: result === 'Success',
        creationTime: new Date(time),
      })),
    )
    .returning({ id: loginLogs.id });
  const ids = inserted.map((r) => r.id);
  // Signing in writes logs of its own; the probe's rows are the ones above (ids in `ids`).
  const host = await t.login('admin', null);
  const tenant = await t.login('admin', 3);
  const list = async (query: string, token = host) => {
    const res = await t.call<PagedResultDto<string>>({ url: `${app('Probe/GetAll')}?${query}`, token });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    return res.body.result!.items.filter((u) => u !== 'admin');
  };
  return { t, ids, host, tenant, list };
}

describe('filter kinds of the CRUD factory', () => {
  it('text, exact, set membership, numeric range, date range and bool', async () => {
    const { list, ids } = await probeApp();
    // Text: contains, case- and accent-insensitively.
    expect(await list('User=CELA')).toEqual(['Çela']);
    expect(await list('User=o')).toEqual(['dorde', 'root']);
    // Exact, and set membership (comma-separated or repeated keys).
    expect(await list('Result=LockedOut')).toEqual(['mila']);
    expect(await list('Results=LockedOut,InvalidPassword')).toEqual(['dorde', 'mila']);
    expect(await list('Results=LockedOut&Results=InvalidPassword')).toEqual(['dorde', 'mila']);
    // Numeric (and money) range with decimal bounds, either bound optional.
    const [first, second, third] = ids as [number, number, number];
    expect(await list(`MinId=${first + 0.5}&MaxId=${third}&Sorting=id`)).toEqual(['dorde', 'mila']);
    expect(await list(`MaxId=${second}&Sorting=id`)).toEqual(['Çela', 'dorde']);
    // Date range and bool.
    expect(await list('StartCreationDate=2026-02-01&EndCreationDate=2026-02-28')).toEqual(['dorde', 'root']);
    expect(await list('IsSuccess=false')).toEqual(['dorde', 'mila']);
  });

  it('host-wide scope with TenantId (0 = host), a tenant only its own; 400 naming a filter of the wrong kind', async () => {
    const { t, host, list, tenant } = await probeApp();
    expect(await list('')).toEqual(['ana', 'Çela', 'dorde', 'mila', 'root']);
    expect(await list('TenantId=2')).toEqual(['ana']);
    expect(await list('TenantId=0')).toEqual(['root']);
    expect(await list('', tenant)).toEqual(['Çela', 'dorde', 'mila']);
    expect(await list('TenantId=2', tenant)).toEqual(['Çela', 'dorde', 'mila']);
    const res = await t.call({
      url: `${app('Probe/GetAll')}?MinId=lots&StartCreationDate=someday`,
      token: host,
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.map((e) => e.members)).toEqual([
      ['minId'],
      ['startCreationDate'],
    ]);
  });
});
