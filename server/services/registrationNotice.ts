import { and, eq, inArray } from 'drizzle-orm';
import { Permissions } from '../../src/api/permissions.js';
import type { TlsMode } from '../../src/api/schemas/emailAccount.js';
import { normalizeCulture } from '../abp/culture.js';
import { translate } from '../abp/l10n/index.js';
import { openSecret } from '../abp/secrets.js';
import type { ServiceContext } from '../abp/service.js';
import { emailAccounts, rolePermissions, tenants, userRoles, users } from '../db/schema.js';
import { sendThrough } from '../mail/send.js';

export interface Registration {
  tenantId: number;
  userName: string;
  fullName: string;
  emailAddress: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
  const [account] = await ctx.db
    .select()
    .from(emailAccounts)
    .where(
      and(
        eq(emailAccounts.tenantId, tenantId),
        eq(emailAccounts.isDefault, true),
        eq(emailAccounts.isActive, true),
      ),
    );
  if (!account) return;
  const [tenant] = await ctx.db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  const admins = await ctx.db
    .selectDistinct({ emailAddress: users.emailAddress, language: users.language })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.isActive, true),
        eq(users.isDeleted, false),
        inArray(rolePermissions.name, [Permissions.UsersActivation]),
      ),
    );
  const smtp = {
    ...account,
    tlsMode: account.tlsMode as TlsMode,
    password: account.passwordSealed ? openSecret(ctx.deps.secret, account.passwordSealed) : null,
  };
  for (const admin of admins) {
    const culture = normalizeCulture(admin.language) ?? ctx.culture;
    const args = [
      registration.fullName,
      registration.emailAddress,
      registration.userName,
      tenant?.name ?? '',
    ];
    const text = translate(culture, 'NewRegistrationBody', args);
    try {
      await sendThrough(
        smtp,
        {
          to: admin.emailAddress,
          subject: translate(culture, 'NewRegistrationSubject', [registration.userName]),
          html: `<p>${escapeHtml(text)}</p>`,
          text,
        },
        ctx.deps.outbound,
      );
    } catch (error) {
      ctx.request.log.warn({ err: error, tenantId }, 'registration notice not sent');
    }
  }
}
