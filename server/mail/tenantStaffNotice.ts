import { and, eq, type SQL } from 'drizzle-orm';
import type { TlsMode } from '../../src/api/schemas/emailAccount.js';
import type { AppDeps } from '../abp/deps.js';
import { normalizeCulture } from '../abp/culture.js';
import type { Culture } from '../abp/l10n/index.js';
import { openSecret } from '../abp/secrets.js';
import { emailAccounts, rolePermissions, roles, tenants, userRoles, users } from '../db/schema.js';
import { sendThrough } from './send.js';

/** Who on the tenant's staff hears of it: holders of a permission, or members of a role (by name). */
export type StaffRecipients = { permission: string } | { role: string };

export interface StaffNotice {
  subject: string;
  text: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function recipientsOf(deps: AppDeps, tenantId: number, who: StaffRecipients) {
  const staff: SQL[] = [eq(users.tenantId, tenantId), eq(users.isActive, true), eq(users.isDeleted, false)];
  const query = deps.db
    .selectDistinct({ emailAddress: users.emailAddress, language: users.language })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id));
  if ('permission' in who)
    return query
      .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
      .where(and(...staff, eq(rolePermissions.name, who.permission)));
  return query
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(...staff, eq(roles.name, who.role), eq(roles.tenantId, tenantId)));
}

/**
 * E-mails a notice to the tenant's active staff in `who`, each in their own language (`fallback` when theirs is not
 * one of ours), through the tenant's default e-mail account and the outbound policy. Nothing is sent when the
 * tenant has no active default account. A failed send is reported to `onError` and does not stop the others.
 */
export async function mailTenantStaff(
  deps: AppDeps,
  tenantId: number,
  who: StaffRecipients,
  compose: (culture: Culture, tenantName: string) => StaffNotice,
  options: { fallback: Culture; onError: (error: unknown) => void },
): Promise<void> {
  const [account] = await deps.db
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
  const [tenant] = await deps.db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  const smtp = {
    ...account,
    tlsMode: account.tlsMode as TlsMode,
    password: account.passwordSealed ? openSecret(deps.secret, account.passwordSealed) : null,
  };
  for (const person of await recipientsOf(deps, tenantId, who)) {
    const { subject, text } = compose(
      normalizeCulture(person.language) ?? options.fallback,
      tenant?.name ?? '',
    );
    try {
      await sendThrough(
        smtp,
        { to: person.emailAddress, subject, html: `<p>${escapeHtml(text)}</p>`, text },
        deps.outbound,
      );
    } catch (error) {
      options.onError(error);
    }
  }
}
