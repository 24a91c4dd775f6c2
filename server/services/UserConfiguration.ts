import { z } from 'zod';
import { permissionDefinitions } from '../../src/api/permissions.js';
import { abpUserConfiguration } from '../../src/api/schemas/userConfiguration.js';
import { normalizeCulture } from '../abp/culture.js';
import { catalogue, supportedCultures, type Culture } from '../abp/l10n/index.js';
import { op, type ServiceDefinition } from '../abp/service.js';

/** The interface languages as ABP's LanguageInfo, each named in itself. */
const languageInfos: Record<Culture, { displayName: string; icon: string }> = {
  en: { displayName: 'English', icon: 'famfamfam-flags gb' },
  ro: { displayName: 'Română', icon: 'famfamfam-flags ro' },
  mk: { displayName: 'Македонски', icon: 'famfamfam-flags mk' },
  bs: { displayName: 'Bosanski', icon: 'famfamfam-flags ba' },
  sr: { displayName: 'Srpski', icon: 'famfamfam-flags rs' },
  sq: { displayName: 'Shqip', icon: 'famfamfam-flags al' },
  de: { displayName: 'Deutsch', icon: 'famfamfam-flags de' },
};

const languageInfo = (name: Culture) => ({
  name,
  ...languageInfos[name],
  isDefault: name === 'en',
  isDisabled: false,
  isRightToLeft: false,
});

/** ABP writes boolean dictionary values as the string "true". */
const asTrueMap = (names: Iterable<string>) => Object.fromEntries([...names].map((n) => [n, 'true']));

const LOCALIZATION_SOURCE = 'ClientCare';

/**
 * `GET /AbpUserConfiguration/GetAll` in ABP's shape (AbpUserConfigurationController): the session, the permission
 * catalogue (every permission, no tenancy filter) and the caller's granted ones, and the localization of the
 * request's culture. Like ABP, a signed-in user's saved language comes before the culture header.
 */
export const userConfigurationService: ServiceDefinition = {
  name: 'AbpUserConfiguration',
  prefix: '',
  anonymous: true,
  operations: {
    GetAll: op({
      // ASP.NET Core's query-string culture provider comes first in ABP's order.
      input: z.object({ culture: z.string().max(32).optional() }),
      output: abpUserConfiguration,
      handler: async (ctx, input) => {
        const { session } = ctx;
        const culture =
          normalizeCulture(input.culture) ?? normalizeCulture(session.user?.language) ?? ctx.culture;
        const granted = session.user ? await ctx.permissions() : new Set<string>();
        return {
          multiTenancy: {
            isEnabled: true,
            ignoreFeatureCheckForHostUsers: false,
            sides: { host: 2, tenant: 1 },
          },
          session: {
            userId: session.userId,
            tenantId: session.tenantId,
            impersonatorUserId: null,
            impersonatorTenantId: null,
            multiTenancySide: session.tenantId === null ? 2 : 1,
          },
          localization: {
            currentCulture: { name: culture, displayName: languageInfos[culture].displayName },
            languages: supportedCultures.map(languageInfo),
            currentLanguage: languageInfo(culture),
            sources: [{ name: LOCALIZATION_SOURCE, type: 'Dictionary' }],
            values: { [LOCALIZATION_SOURCE]: { ...catalogue(culture) } },
          },
          features: { allFeatures: {} },
          auth: {
            allPermissions: asTrueMap(permissionDefinitions.map((p) => p.name)),
            grantedPermissions: asTrueMap(granted),
          },
          nav: { menus: {} },
          setting: {
            values: {
              'Abp.Localization.DefaultLanguageName': session.user?.language ?? 'en',
              'Abp.Timing.TimeZone': 'UTC',
            },
          },
          clock: { provider: 'utcClockProvider' },
          timing: {
            timeZoneInfo: {
              windows: {
                timeZoneId: 'UTC',
                baseUtcOffsetInMilliseconds: 0,
                currentUtcOffsetInMilliseconds: 0,
                isDaylightSavingTimeNow: false,
              },
              iana: { timeZoneId: 'Etc/UTC' },
            },
          },
          security: { antiForgery: { tokenCookieName: 'XSRF-TOKEN', tokenHeaderName: 'X-XSRF-TOKEN' } },
          custom: {},
        };
      },
    }),
  },
};
