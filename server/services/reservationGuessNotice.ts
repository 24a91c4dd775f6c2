import { and, eq } from 'drizzle-orm';
import { StaticRoleNames } from '../../src/api/permissions.js';
import type { AppDeps } from '../abp/deps.js';
import { translate } from '../abp/l10n/index.js';
import { auditLogs, orders } from '../db/schema.js';
import { mailTenantStaff } from '../mail/tenantStaffNotice.js';
import { paymentRuntime } from '../payments/runtime.js';
import { subjectVoucher } from './reservationProof.js';

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
    const runtime = paymentRuntime(deps);
    await mailTenantStaff(
      deps,
      tenantId,
      { role: StaticRoleNames.Admin },
      (culture, tenantName) => ({
        subject: translate(culture, 'ReservationGuessingSubject', [order.voucherNo]),
        text: translate(culture, 'ReservationGuessingBody', [order.voucherNo, attempts, minutes, tenantName]),
      }),
      {
        fallback: 'en',
        onError: (error) => runtime.app?.log.warn({ err: error, tenantId }, 'guessing notice not sent'),
      },
    );
  });
}
