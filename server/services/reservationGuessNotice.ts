import { and, eq } from 'drizzle-orm';
import { StaticRoleNames } from '../../src/api/permissions.js';
import type { TlsMode } from '../../src/api/schemas/emailAccount.js';
import type { AppDeps } from '../abp/deps.js';
import { supportedCultures, translate, type Culture } from '../abp/l10n/index.js';
import { openSecret } from '../abp/secrets.js';
import { auditLogs, emailAccounts, orders, roles, tenants, userRoles, users } from '../db/schema.js';
import { sendThrough } from '../mail/send.js';
import { paymentRuntime } from '../payments/runtime.js';
import { subjectVoucher } from './reservationProof.js';

const cultureOf = (language: string | null): Culture => {
  const code = (language ?? '').slice(0, 2).toLowerCase();
  return (supportedCultures as readonly string[]).includes(code) ? (code as Culture) : 'en';
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Tells the tenant that someone is guessing at one of its bookings (the voucher-wide lookup limit was reached, once
 * per lock): an entry in the order's history ("Look-ups locked"), and an e-mail to each active admin of the tenant
 * in their language, through the tenant's default e-mail account (none when it has no account). A voucher that
 * names no order of the tenant tells nobody. Runs in the background, so the visitor's answer takes the same time.
 */
export function noticeGuessing(deps: AppDeps, tenantId: number, key: string, attempts: number) {
  const voucherNo = subjectVoucher(key);
  if (voucherNo === null) return;
  paymentRuntime(deps).background(async () => {
    const { db } = deps;
    const [order] = await db
      .select({ orderId: orders.id, voucherNo: orders.voucherNo })
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), eq(orders.voucherNo, voucherNo)));
    if (!order) return;
    const minutes = Math.round(deps.reservationLookup.windowSeconds / 60);
    await db.insert(auditLogs).values({
      tenantId,
      entityType: 'Order',
      entityId: order.orderId,
      action: 'LookupLocked',
      changes: { failedLookups: [null, attempts] },
      userId: null,
      userName: null,
      reason: null,
    });
    const [account] = await db
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
    const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
    const admins = await db
      .selectDistinct({ email: users.emailAddress, language: users.language })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(
        and(
          eq(users.tenantId, tenantId),
          eq(users.isActive, true),
          eq(users.isDeleted, false),
          eq(roles.name, StaticRoleNames.Admin),
          eq(roles.tenantId, tenantId),
        ),
      );
    const smtp = {
      ...account,
      tlsMode: account.tlsMode as TlsMode,
      password: account.passwordSealed ? openSecret(deps.secret, account.passwordSealed) : null,
    };
    for (const admin of admins) {
      const culture = cultureOf(admin.language);
      const args = [order.voucherNo, attempts, minutes, tenant?.name ?? ''];
      const text = translate(culture, 'ReservationGuessingBody', args);
      // The same outbound policy as every other send (private destinations refused unless allow-listed).
      await sendThrough(
        smtp,
        {
          to: admin.email,
          subject: translate(culture, 'ReservationGuessingSubject', [order.voucherNo]),
          html: `<p>${escapeHtml(text)}</p>`,
          text,
        },
        deps.outbound,
      );
    }
  });
}
