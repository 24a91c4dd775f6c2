import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConcurrencyConflictError } from '../../../server/abp/crud/index.js';
import { services } from '../../../server/services/index.js';
import { createSharedTestApp } from '../helpers.js';
import { callerFor, SERBIA, type Caller } from '../config/helpers.js';

type Stamped = { id: number; concurrencyStamp?: string } & Record<string, unknown>;

/** Every service whose Update the CRUD factory makes (the ones with their own list are named here). */
const updatable = services({})
  .filter((s) => s.operations.Update)
  .map((s) => s.name);

/** Shared lists a tenant reads but only the host edits. */
const hostEdits = new Set(['Currency', 'LanguageCode']);

/** The first record the caller may edit: a Serbian admin's, else the host's. */
async function firstRecord(tenant: Caller, host: Caller, service: string) {
  for (const caller of hostEdits.has(service) ? [host] : [tenant, host]) {
    const list = await caller.getAll<Stamped>(service);
    const row = list.status === 200 ? list.body.result?.items[0] : undefined;
    if (row) return { caller, row };
  }
  throw new Error(`${service}: no record to edit`);
}

describe('optimistic concurrency on every Update', { timeout: 120_000 }, () => {
  let dispose: () => Promise<void>;
  let tenant: Caller;
  let host: Caller;
  beforeAll(async () => {
    const shared = await createSharedTestApp();
    dispose = shared.dispose;
    const t = shared.app;
    tenant = callerFor(t, await t.login('admin', SERBIA));
    host = callerFor(t, await t.login('admin', null));
  });
  afterAll(() => dispose());

  it('lists the services it checks (each standard Update of the product)', () => {
    expect(updatable).toEqual(
      expect.arrayContaining([
        'User',
        'Role',
        'Tenant',
        'TenantCurrency',
        'BankAccount',
        'EmailAccount',
        'PaymentProvider',
        'Currency',
        'EmailTemplate',
        'EmailType',
        'LanguageCode',
        'Market',
        'PaymentAvailableAgency',
        'ReservationProvider',
        'ReservationProviderMarket',
        'TransferInformationSetting',
      ]),
    );
    expect(updatable).toHaveLength(16);
  });

  it.each(updatable)(
    '%s: Get and GetAll answer a stamp, Update renews it, a stale one is a 409',
    async (service) => {
      {
        const { caller, row } = await firstRecord(tenant, host, service);
        expect(row.concurrencyStamp, `${service}/GetAll`).toMatch(/^[0-9a-f-]{36}$/);
        const read = await caller.get<Stamped>(service, row.id);
        expect(read.body.result?.concurrencyStamp, `${service}/Get`).toBe(row.concurrencyStamp);

        // The SPA sends the record it read back with its changes: the first save wins…
        const first = await caller.update<Stamped>(service, read.body.result);
        expect(first.status, `${service}: ${JSON.stringify(first.body)}`).toBe(200);
        const renewed = first.body.result!.concurrencyStamp;
        expect(renewed, service).toMatch(/^[0-9a-f-]{36}$/);
        expect(renewed, service).not.toBe(row.concurrencyStamp);

        // …and a second save from the same copy is refused, translated, without changing anything.
        const stale = await caller.call({
          method: 'PUT',
          url: `/api/services/app/${service}/Update`,
          culture: 'de',
          body: read.body.result,
        });
        expect(stale.status, service).toBe(409);
        expect(stale.body.success).toBe(false);
        expect(stale.body.error?.message, service).toBe(
          'Jemand anderes hat diesen Datensatz geändert, nachdem Sie ihn geöffnet haben.',
        );
        expect((await caller.get<Stamped>(service, row.id)).body.result?.concurrencyStamp, service).toBe(
          renewed,
        );

        // Without a stamp (a stock ABP client of an entity without one) the save is not checked.
        const { concurrencyStamp: _left, ...unstamped } = read.body.result!;
        expect((await caller.update(service, unstamped)).status, `${service} without a stamp`).toBe(200);
      }
    },
  );

  it('is a translated ABP error with HTTP 409', () => {
    const error = new ConcurrencyConflictError();
    expect(error.status).toBe(409);
    expect(error.text.key).toBe('ConcurrencyConflict');
  });
});
