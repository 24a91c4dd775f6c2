import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { abpCrud } from '@/api/abpCrud';
import { AbpApiError } from '@/api/errors';
import { envelope, errorEnvelope } from '../setup/abp';
import { setupMswServer } from '../setup/msw';

const server = setupMswServer();

/** Records every call of the User service as "METHOD Operation?query body". */
function recordUserService() {
  const calls: string[] = [];
  server.use(
    http.all('*/api/services/app/User/:op', async ({ request, params }) => {
      const url = new URL(request.url);
      const body = request.method === 'POST' || request.method === 'PUT' ? await request.text() : '';
      calls.push(`${request.method} ${String(params.op)}${url.search} ${body}`.trim());
      if (params.op === 'Delete' && url.searchParams.get('Id') === '2')
        return HttpResponse.json(errorEnvelope('admin cannot be deleted'), { status: 500 });
      if (params.op === 'GetAll') return HttpResponse.json(envelope({ totalCount: 0, items: [] }));
      return HttpResponse.json(envelope({ id: 3 }));
    }),
  );
  return calls;
}

describe('abpCrud: the ABP conventions in one place', () => {
  it('speaks GetAll, Get, Create, Update and Delete under /api/services/app/{Service}', async () => {
    const calls = recordUserService();
    const users = abpCrud('User');
    await users.getAll({ Keyword: 'ann', IsActive: true, MaxResultCount: 5 });
    await users.get(3);
    await users.create({
      userName: 'u',
      name: 'N',
      surname: 'S',
      emailAddress: 'u@x.io',
      password: 'p4ssw0rd',
      roleNames: [],
    });
    await users.update({ id: 3, userName: 'u', name: 'N', surname: 'S', emailAddress: 'u@x.io' });
    await users.delete(3);
    expect(calls).toEqual([
      'GET GetAll?Keyword=ann&IsActive=true&MaxResultCount=5',
      'GET Get?Id=3',
      'POST Create {"userName":"u","name":"N","surname":"S","emailAddress":"u@x.io","password":"p4ssw0rd","roleNames":[]}',
      'PUT Update {"id":3,"userName":"u","name":"N","surname":"S","emailAddress":"u@x.io"}',
      'DELETE Delete?Id=3',
    ]);
  });

  it('deletes many one after the other, collecting failures, and stops between deletions', async () => {
    const calls = recordUserService();
    const users = abpCrud('User');
    const progress: string[] = [];
    const result = await users.deleteMany([1, 2, 4], {
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });
    expect(result.deleted).toEqual([1, 4]);
    expect(result.failed.map((f) => [f.id, (f.error as Error).message])).toEqual([
      [2, 'admin cannot be deleted'],
    ]);
    expect(result.stopped).toBe(false);
    expect(progress).toEqual(['1/3', '2/3', '3/3']);

    calls.length = 0;
    const stop = new AbortController();
    const stopped = await users.deleteMany([5, 6, 7], {
      signal: stop.signal,
      onProgress: (done) => done === 1 && stop.abort(),
    });
    expect(stopped).toMatchObject({ deleted: [5], failed: [], stopped: true });
    expect(calls).toEqual(['DELETE Delete?Id=5']);
  });

  it('aborts a request through its signal', async () => {
    server.use(
      http.get('*/api/services/app/Tenant/GetAll', async () => {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        return HttpResponse.json(envelope({ totalCount: 0, items: [] }));
      }),
    );
    const controller = new AbortController();
    const pending = abpCrud('Tenant').getAll({}, controller.signal);
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(AbpApiError);
  });

  it('reads one record through the list where the service has no Get (Log/GetLoginLogs?Id=)', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/api/services/app/Log/GetLoginLogs', ({ request }) => {
        const query = new URL(request.url).searchParams;
        seen.push(query.toString());
        const items = query.get('Id') === '7' ? [{ id: 7, userNameOrEmailAddress: 'ana' }] : [];
        return HttpResponse.json(envelope({ totalCount: items.length, items }));
      }),
    );
    const logs = abpCrud('Log', { getAll: 'GetLoginLogs', getThroughList: true });
    expect(await logs.get(7)).toMatchObject({ id: 7, userNameOrEmailAddress: 'ana' });
    await expect(logs.get(8)).rejects.toMatchObject({ status: 404 });
    expect(seen).toEqual(['Id=7&MaxResultCount=1', 'Id=8&MaxResultCount=1']);
  });

  it('names custom list and record operations (Order/GetOrders, Order/GetOrder?Id=)', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/api/services/app/Order/:op', ({ request, params }) => {
        seen.push(`${String(params.op)}${new URL(request.url).search}`);
        return HttpResponse.json(
          envelope(params.op === 'GetOrders' ? { totalCount: 0, items: [] } : { id: 7, voucherNo: 'V-7' }),
        );
      }),
    );
    const orders = abpCrud('Order', { getAll: 'GetOrders', get: 'GetOrder' });
    await orders.getAll({ CustomerId: 11 });
    expect(await orders.get(7)).toMatchObject({ id: 7, voucherNo: 'V-7' });
    expect(seen).toEqual(['GetOrders?CustomerId=11', 'GetOrder?Id=7']);
  });
});
