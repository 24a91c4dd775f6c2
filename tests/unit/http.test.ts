import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { credentials } from '@/api/credentials';
import { AbpApiError } from '@/api/errors';
import { api, configureHttp, request } from '@/api/http';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());

const envelope = (result: unknown) => ({
  result,
  targetUrl: null,
  success: true,
  error: null,
  unAuthorizedRequest: false,
  __abp: true,
});

describe('http client', () => {
  it('sends the token, language, culture and tenant headers and a JSON-patch body with ISO dates', async () => {
    credentials.setToken('tok', true);
    credentials.setTenantId(3);
    configureHttp({ getLanguage: () => 'sr' });
    let seen: Request | null = null;
    let body = '';
    server.use(
      mswHttp.post('*/api/services/app/Thing/Create', async ({ request }) => {
        seen = request.clone();
        body = await request.text();
        return HttpResponse.json(envelope({ id: 1 }));
      }),
    );
    const result = await api.post<{ id: number }>('Thing/Create', {
      when: new Date('2026-01-02T03:04:05.000Z'),
    });
    expect(result).toEqual({ id: 1 });
    const headers = seen!.headers;
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(headers.get('accept-language')).toBe('sr');
    expect(headers.get('.aspnetcore.culture')).toBe('c=sr|uic=sr');
    expect(headers.get('abp.tenantid')).toBe('3');
    expect(headers.get('abp-tenantid')).toBe('3');
    expect(headers.get('content-type')).toContain('application/json-patch+json');
    expect(JSON.parse(body)).toEqual({ when: '2026-01-02T03:04:05.000Z' });
  });

  it('turns an error envelope into one AbpApiError with its field errors', async () => {
    server.use(
      mswHttp.post('*/api/services/app/Thing/Create', () =>
        HttpResponse.json(
          {
            result: null,
            success: false,
            unAuthorizedRequest: false,
            __abp: true,
            error: {
              code: 0,
              message: 'Your request is not valid!',
              details: 'd',
              validationErrors: [{ message: 'm', members: ['name'] }],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const error = await api.post('Thing/Create', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbpApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Your request is not valid!',
      details: 'd',
      validationErrors: [{ message: 'm', members: ['name'] }],
    });
  });

  it('drops the token and reports 401, and reports 403', async () => {
    const onUnauthorized = vi.fn();
    const onForbidden = vi.fn();
    configureHttp({ onUnauthorized, onForbidden });
    credentials.setToken('old', false);
    server.use(
      mswHttp.get('*/api/services/app/A/Get', () =>
        HttpResponse.json(
          { success: false, __abp: true, unAuthorizedRequest: true, error: { message: 'x' } },
          { status: 401 },
        ),
      ),
      mswHttp.get('*/api/services/app/B/Get', () =>
        HttpResponse.json(
          { success: false, __abp: true, unAuthorizedRequest: true, error: { message: 'y' } },
          { status: 403 },
        ),
      ),
    );
    await expect(api.get('A/Get')).rejects.toMatchObject({ status: 401 });
    expect(credentials.getToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(api.get('B/Get')).rejects.toMatchObject({ status: 403 });
    expect(onForbidden).toHaveBeenCalledTimes(1);
  });

  it("sends the host's tenant when the user chose none, and the chosen tenant otherwise", async () => {
    configureHttp({ getDefaultTenantId: () => 3 });
    const seen: (string | null)[] = [];
    server.use(
      mswHttp.get('*/api/services/app/Session/GetCurrentLoginInformations', ({ request }) => {
        seen.push(request.headers.get('abp.tenantid'));
        return HttpResponse.json(envelope({}));
      }),
    );
    await api.get('Session/GetCurrentLoginInformations');
    credentials.setTenantId(8);
    await api.get('Session/GetCurrentLoginInformations');
    configureHttp({ getDefaultTenantId: () => null });
    credentials.setTenantId(null);
    await api.get('Session/GetCurrentLoginInformations');
    expect(seen).toEqual(['3', '8', null]);
  });

  it('names a missing operation (a bare 404, as a stock ABP backend answers) apart from a missing entity', async () => {
    configureHttp({ plainErrorMessage: (status) => `plain ${status}` });
    server.use(
      mswHttp.get('*/api/services/app/LanguageCode/GetAll', () => new HttpResponse(null, { status: 404 })),
      mswHttp.get('*/api/services/app/User/Get', () =>
        HttpResponse.json(
          { success: false, __abp: true, error: { message: 'There is no entity User with id = 9!' } },
          { status: 404 },
        ),
      ),
      mswHttp.get(
        '*/api/services/app/A/Get',
        () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }),
      ),
    );
    const missing = await api.get('LanguageCode/GetAll').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(AbpApiError);
    expect(missing).toMatchObject({ status: 404, isMissingOperation: true, message: 'plain 404' });
    const entity = await api.get('User/Get').catch((e: unknown) => e);
    expect(entity).toMatchObject({
      isMissingOperation: false,
      message: 'There is no entity User with id = 9!',
    });
    // Not axios' English "Request failed with status code 502".
    await expect(api.get('A/Get')).rejects.toMatchObject({ status: 502, message: 'plain 502' });
    server.use(mswHttp.get('*/api/services/app/A/Get', () => HttpResponse.error()));
    await expect(api.get('A/Get')).rejects.toMatchObject({ status: 0, message: 'plain 0' });
    configureHttp({ plainErrorMessage: () => null });
  });

  it('tells a 401 caused by another tab signing out (the shared token gone) as a sign-out', async () => {
    const onUnauthorized = vi.fn();
    configureHttp({ onUnauthorized });
    server.use(
      mswHttp.get('*/api/services/app/A/Get', () =>
        HttpResponse.json(
          { success: false, __abp: true, unAuthorizedRequest: true, error: { message: 'x' } },
          { status: 401 },
        ),
      ),
    );
    credentials.setToken('shared', true);
    // The other tab signs out: it removes the token both tabs read from localStorage.
    localStorage.removeItem('Abp.AuthToken');
    await expect(api.get('A/Get')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenLastCalledWith('SignedOut');

    // A token this page removed itself, or one never held, says nothing of the kind.
    await expect(api.get('A/Get')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenLastCalledWith(null);
  });
  it('sends a query string without empty values, and the anti-forgery cookie back as its header', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D1; path=/';
    let url = '';
    let xsrf: string | null = null;
    server.use(
      mswHttp.get('*/api/services/app/Thing/GetAll', ({ request }) => {
        url = request.url;
        xsrf = request.headers.get('x-xsrf-token');
        return HttpResponse.json(envelope({ items: [] }));
      }),
    );
    await api.get('Thing/GetAll', {
      Keyword: 'a b',
      Empty: '',
      Missing: null,
      Ids: [1, 2],
      From: new Date('2026-01-02T00:00:00.000Z'),
    });
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    expect(new URL(url).search).toBe('?Keyword=a+b&Ids=1&Ids=2&From=2026-01-02T00%3A00%3A00.000Z');
    expect(xsrf).toBe('abc=1');
  });

  it('rejects an aborted call with a status-0 AbpApiError and reports nothing', async () => {
    const onUnauthorized = vi.fn();
    configureHttp({ onUnauthorized, plainErrorMessage: () => null });
    server.use(
      mswHttp.get('*/api/services/app/Slow/Get', async () => {
        await new Promise((r) => setTimeout(r, 200));
        return HttpResponse.json(envelope(1));
      }),
    );
    const controller = new AbortController();
    const call = api.get('Slow/Get', undefined, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await call;
    expect(error).toBeInstanceOf(AbpApiError);
    expect(error).toMatchObject({ status: 0, message: 'canceled' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('returns a body that is not an envelope as it came (text when it is not JSON)', async () => {
    server.use(
      mswHttp.get('*/AbpUserConfiguration/GetAll', () => HttpResponse.json({ plain: true })),
      mswHttp.get('*/api/services/app/Text/Get', () => HttpResponse.text('hello')),
    );
    await expect(request({ method: 'GET', url: '/AbpUserConfiguration/GetAll' })).resolves.toEqual({
      plain: true,
    });
    await expect(api.get('Text/Get')).resolves.toBe('hello');
  });
});
