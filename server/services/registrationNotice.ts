import { Permissions } from '../../src/api/permissions.js';
import { translate } from '../abp/l10n/index.js';
import type { ServiceContext } from '../abp/service.js';
import { mailTenantStaff } from '../mail/tenantStaffNotice.js';

export interface Registration {
  tenantId: number;
  userName: string;
  fullName: string;
  emailAddress: string;
}

/**
 * Tells the tenant's administrators (active users who may activate users) that a registration awaits them, each
 * in their own language, through the tenant's default e-mail account. Nothing is sent without such an account;
 * a failed send is logged, never the registration's failure.
 */
export async function notifyAdminsOfRegistration(
  ctx: ServiceContext,
  registration: Registration,
): Promise<void> {
  const { tenantId } = registration;
  await mailTenantStaff(
    ctx.deps,
    tenantId,
    { permission: Permissions.UsersActivation },
    (culture, tenantName) => ({
      subject: translate(culture, 'NewRegistrationSubject', [registration.userName]),
      text: translate(culture, 'NewRegistrationBody', [
        registration.fullName,
        registration.emailAddress,
        registration.userName,
        tenantName,
      ]),
    }),
    {
      fallback: ctx.culture,
      onError: (error) => ctx.request.log.warn({ err: error, tenantId }, 'registration notice not sent'),
    },
  );
}
