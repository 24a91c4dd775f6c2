import { describe, expect, it } from 'vitest';
import { Permissions, permissionDefinitions } from '../../src/api/permissions.js';
import { abpUserConfiguration, grantedKeys } from '../../src/api/schemas/userConfiguration.js';
import { app, createTestApp } from './helpers.js';

interface Configuration {
  session: { userId: number | null; tenantId: number | null; multiTenancySide: number };
  auth: { allPermissions: Record<string, string>; grantedPermissions: Record<string, string> };
  localization: {
    currentCulture: { name: string; displayName: string };
    currentLanguage: { name: string };
    languages: { name: string; displayName: string }[];
    values: Record<string, Record<string, string>>;
  };
  multiTenancy: { isEnabled: boolean; sides: { host: number; tenant: number } };
}

const URL = '/AbpUserConfiguration/GetAll';

describe('GET /AbpUserConfiguration/GetAll (ABP bootstrap configuration)', () => {
  it('answers an anonymous caller in ABP’s shape: no user, the tenant from the header, nothing granted', async () => {
    const { call } = await createTestApp();
    const res = await call<Configuration>({ url: URL, tenantId: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, __abp: true, error: null });
    expect(abpUserConfiguration.safeParse(res.body.result).success).toBe(true);
    const config = res.body.result!;
    expect(config.session).toMatchObject({ userId: null, tenantId: 3, multiTenancySide: 1 });
    expect(config.multiTenancy).toMatchObject({ isEnabled: true, sides: { host: 2, tenant: 1 } });
    expect(config.auth.grantedPermissions).toEqual({});
    // Every permission, with no tenancy filter, as the string "true".
    expect(Object.keys(config.auth.allPermissions).sort()).toEqual(
      permissionDefinitions.map((p) => p.name).sort(),
    );
    expect(new Set(Object.values(config.auth.allPermissions))).toEqual(new Set(['true']));
  });

  it('lists what a signed-in agent holds, and nothing more', async () => {
    const { call, login } = await createTestApp();
    const token = await login('agent', 3);
    const config = (await call<Configuration>({ url: URL, token })).body.result!;
    expect(config.session.userId).toEqual(expect.any(Number));
    expect(config.session.tenantId).toBe(3);
    expect(grantedKeys(config.auth.grantedPermissions).sort()).toEqual(
      [Permissions.Orders, Permissions.ReservationLinkGenerators].sort(),
    );
  });

  it('gives the host admin the host side and the host permissions', async () => {
    const { call, login } = await createTestApp();
    const token = await login('admin', null);
    const config = (await call<Configuration>({ url: URL, token })).body.result!;
    expect(config.session).toMatchObject({ tenantId: null, multiTenancySide: 2 });
    expect(grantedKeys(config.auth.grantedPermissions)).toEqual(
      expect.arrayContaining([Permissions.Tenants, Permissions.Users, Permissions.Roles]),
    );
  });

  it('localizes for the culture header, and a saved user language comes first', async () => {
    const { call, login } = await createTestApp();
    const anonymous = (await call<Configuration>({ url: URL, culture: 'c=mk|uic=mk' })).body.result!;
    expect(anonymous.localization.currentCulture).toEqual({ name: 'mk', displayName: 'Македонски' });
    expect(anonymous.localization.languages.map((l) => l.name)).toEqual([
      'en',
      'ro',
      'mk',
      'bs',
      'sr',
      'sq',
      'de',
    ]);
    expect(anonymous.localization.values.ClientCare?.LoginFailed).toBeTruthy();

    const token = await login('admin', 3);
    const saved = await call({
      method: 'POST',
      url: app('User/ChangeLanguage'),
      token,
      body: { languageName: 'de' },
    });
    expect(saved.status).toBe(200);
    const config = (await call<Configuration>({ url: URL, token, culture: 'en' })).body.result!;
    expect(config.localization.currentLanguage.name).toBe('de');
    expect(config.localization.values.ClientCare?.LoginFailed).toBe(
      (await call<Configuration>({ url: URL, culture: 'de' })).body.result!.localization.values.ClientCare
        ?.LoginFailed,
    );
  });

  it('answers a refused token as anonymous and says why in the header', async () => {
    const { call, login } = await createTestApp();
    const token = await login('admin', 3);
    await call({ method: 'POST', url: '/api/TokenAuth/LogOut', token });
    const res = await call<Configuration>({ url: URL, token });
    expect(res.status).toBe(200);
    expect(res.body.result?.session.userId).toBeNull();
    expect(res.headers['abp-session-end']).toBe('SignedOut');
  });
});
