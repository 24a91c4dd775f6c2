import { z } from 'zod';

/**
 * `GET /AbpUserConfiguration/GetAll`: ABP's bootstrap configuration (AbpUserConfigurationDto). Only the parts an
 * SPA reads are typed strictly; the rest are open objects, as a stock backend fills them with its own settings.
 * Permission maps are `{ "Pages.Users": "true" }` (dictionary keys are not re-cased).
 */
const languageInfo = z.object({
  name: z.string(),
  displayName: z.string(),
  icon: z.string().nullable(),
  isDefault: z.boolean(),
  isDisabled: z.boolean(),
  isRightToLeft: z.boolean(),
});

const openObject = z.record(z.string(), z.unknown());

export const abpUserConfiguration = z.object({
  multiTenancy: z.object({
    isEnabled: z.boolean(),
    ignoreFeatureCheckForHostUsers: z.boolean(),
    sides: z.object({ host: z.number().int(), tenant: z.number().int() }),
  }),
  session: z.object({
    userId: z.number().int().nullable(),
    tenantId: z.number().int().nullable(),
    impersonatorUserId: z.number().int().nullable(),
    impersonatorTenantId: z.number().int().nullable(),
    /** 1 = tenant, 2 = host. */
    multiTenancySide: z.number().int(),
  }),
  localization: z.object({
    currentCulture: z.object({ name: z.string(), displayName: z.string() }),
    languages: z.array(languageInfo),
    currentLanguage: languageInfo,
    sources: z.array(z.object({ name: z.string(), type: z.string() })),
    values: z.record(z.string(), z.record(z.string(), z.string())),
  }),
  features: z.object({ allFeatures: openObject }),
  auth: z.object({
    allPermissions: z.record(z.string(), z.string()),
    grantedPermissions: z.record(z.string(), z.string()),
  }),
  nav: z.object({ menus: openObject }),
  setting: z.object({ values: z.record(z.string(), z.string().nullable()) }),
  clock: z.object({ provider: z.string() }),
  timing: z.object({
    timeZoneInfo: z.object({
      windows: openObject,
      iana: z.object({ timeZoneId: z.string() }),
    }),
  }),
  security: z.object({
    antiForgery: z.object({ tokenCookieName: z.string(), tokenHeaderName: z.string() }),
  }),
  custom: openObject,
});

export { grantedKeys } from './grantedKeys';
