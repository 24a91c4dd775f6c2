import { z } from 'zod';

/**
 * A tenant's own settings (`/api/services/app/TenantSettings/*`, reference server only), which its administrators
 * change on the Settings screen (permission Pages.Tenant.Settings). Both are off for a new tenant.
 */
export const tenantSettingsDto = z.object({
  /** Anonymous visitors may register (Account/Register); a registration waits inactive for an admin. */
  isSelfRegistrationEnabled: z.boolean(),
  /** A booking may still be paid online after its stay has ended. */
  allowPaymentAfterStay: z.boolean(),
});

export type TenantSettingsDto = z.infer<typeof tenantSettingsDto>;
