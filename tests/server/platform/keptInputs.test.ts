import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { PagedResultDto } from '../../../src/api/types/abp.js';
import type { AppDeps } from '../../../server/abp/deps.js';
import type { InputSchema } from '../../../server/abp/input.js';
import { op, registerService } from '../../../server/abp/service.js';
import { orderService } from '../../../server/services/Order.js';
import { app, createTestApp } from '../helpers.js';

/** A read that keeps its parsed inputs (`keptInputs`), and a write that may not, answering what they were given. */
const input = z.object({
  name: z.string().max(5),
  tags: z.preprocess((v) => String(v).split(','), z.array(z.string())),
});
const probe = {
  name: 'KeptProbe',
  anonymous: true,
  operations: {
    GetEcho: op({
      input,
      keptInputs: 2,
      handler: (_ctx, i) => ({ ...i, frozen: Object.isFrozen(i) && Object.isFrozen(i.tags) }),
    }),
    Echo: op({ input, keptInputs: 2, handler: (_ctx, i) => ({ ...i, frozen: Object.isFrozen(i) }) }),
  },
};

afterEach(() => vi.restoreAllMocks());

describe('kept inputs of list reads', () => {
  it('validate an address once, keep it frozen, and validate other addresses and failures every time', async () => {
    const t = await createTestApp();
    registerService(t.app, {} as AppDeps, probe);
    const parses = vi.spyOn(input, 'safeParse');
    const get = async (query: string) => {
      const res = await t.call<{ name: string; tags: string[]; frozen: boolean }>({
        url: `${app('KeptProbe/GetEcho')}?${query}`,
      });
      return { status: res.status, result: res.body.result };
    };
    const first = await get('Name=ana&Tags=a,b');
    expect(first).toEqual({ status: 200, result: { name: 'ana', tags: ['a', 'b'], frozen: true } });
    expect(await get('Name=ana&Tags=a,b')).toEqual(first);
    expect(parses).toHaveBeenCalledTimes(1);
    // Another address is another input; a failing one is refused each time.
    expect((await get('Name=mila&Tags=c')).result).toEqual({ name: 'mila', tags: ['c'], frozen: true });
    expect((await get('Name=toolong&Tags=c')).status).toBe(400);
    expect((await get('Name=toolong&Tags=c')).status).toBe(400);
    expect(parses).toHaveBeenCalledTimes(4);
    // Two are kept: a third address pushes the first out.
    await get('Name=x&Tags=d');
    await get('Name=ana&Tags=a,b');
    expect(parses).toHaveBeenCalledTimes(6);
    // A write reads its body every time, and gets it as parsed (not frozen).
    for (let i = 0; i < 2; i += 1) {
      const res = await t.call<{ frozen: boolean }>({
        method: 'POST',
        url: app('KeptProbe/Echo'),
        body: { name: 'ana', tags: 'a' },
      });
      expect(res.body.result?.frozen).toBe(false);
    }
    expect(parses).toHaveBeenCalledTimes(8);
  });

  it('spare a repeated orders page its validation, and still answer each page its own rows', async () => {
    const t = await createTestApp();
    const token = await t.login('admin', 3);
    const parses = vi.spyOn(orderService.operations.GetOrders!.input as InputSchema, 'safeParse');
    const orders = async (query: Record<string, string>) =>
      (await t.call<PagedResultDto<{ id: number }>>({ url: app('Order/GetOrders'), token, query })).body
        .result!;
    const first = await orders({ MaxResultCount: '5' });
    expect(await orders({ MaxResultCount: '5' })).toEqual(first);
    expect(parses).toHaveBeenCalledTimes(1);
    const second = await orders({ MaxResultCount: '5', SkipCount: '5' });
    expect(second.items.map((o) => o.id)).not.toEqual(first.items.map((o) => o.id));
    expect(parses).toHaveBeenCalledTimes(2);
  });
});
