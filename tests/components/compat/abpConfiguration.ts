/**
 * ABP's `AbpUserConfigurationDto` (`GET /AbpUserConfiguration/GetAll`) as the msw stand-in for a stock module-zero
 * backend answers it (abpBackend.ts): the session, languages (en, de, tr), ABP's permission catalogue and grants.
 */

/** ABP's permission catalogue (`AbpProjectNameAuthorizationProvider`). */
export const ABP_PERMISSIONS = ['Pages.Users', 'Pages.Users.Activation', 'Pages.Roles', 'Pages.Tenants'];

const language = (name: string) => ({
  name,
  displayName: name,
  icon: null,
  isDefault: name === 'en',
  isDisabled: false,
  isRightToLeft: false,
});

export function abpUserConfiguration(
  session: { userId: number | null; tenantId: number | null },
  granted: ReadonlySet<string>,
  culture: string,
) {
  const current = ['en', 'de'].includes(culture) ? culture : 'en';
  return {
    multiTenancy: { isEnabled: true, ignoreFeatureCheckForHostUsers: false, sides: { host: 2, tenant: 1 } },
    session: { ...session, impersonatorUserId: null, impersonatorTenantId: null, multiTenancySide: 1 },
    localization: {
      currentCulture: { name: current, displayName: current },
      languages: ['en', 'de', 'tr'].map(language),
      currentLanguage: language(current),
      sources: [{ name: 'AbpProjectName', type: 'MultiTenantLocalizationSource' }],
      values: { AbpProjectName: { LoginFailed: 'Login failed!' } },
    },
    features: { allFeatures: {} },
    auth: {
      allPermissions: Object.fromEntries(ABP_PERMISSIONS.map((p) => [p, 'true'])),
      grantedPermissions: Object.fromEntries([...granted].map((p) => [p, 'true'])),
    },
    nav: { menus: {} },
    setting: { values: { 'Abp.Localization.DefaultLanguageName': 'en' } },
    clock: { provider: 'unspecifiedClockProvider' },
    timing: { timeZoneInfo: { windows: {}, iana: { timeZoneId: 'Etc/UTC' } } },
    security: { antiForgery: { tokenCookieName: 'XSRF-TOKEN', tokenHeaderName: 'X-XSRF-TOKEN' } },
    custom: {},
  };
}
