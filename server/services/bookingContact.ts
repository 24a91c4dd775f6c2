import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { reservationLinks, tenants, users } from '../db/schema.js';
import { agentCodeKey } from './operationsRules.js';

export interface BookingContact {
  /** The agent's name, or null when no agent is known. */
  name: string | null;
  email: string | null;
  /** The agency: the tenant's name. */
  agency: string;
}

const activeUser = (db: Db, where: SQL | undefined) =>
  db
    .select({ name: users.name, surname: users.surname, email: users.emailAddress })
    .from(users)
    .where(and(where, eq(users.isActive, true), eq(users.isDeleted, false)))
    .limit(1);

/**
 * Whom the customer of a booking can turn to (issue 26: a cancelled booking or a stay that is over cannot be paid
 * online): the agent who sold it (the user with the order's agent code), else the user who last sent a reservation
 * link for it, and always the agency (the tenant). Only a name and an e-mail address: what the agent would put on a
 * business card.
 */
export async function bookingContact(
  db: Db,
  order: { tenantId: number; userCode: string | null; voucherNo: string },
): Promise<BookingContact> {
  const [tenant] = await db
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, order.tenantId));
  let [agent] = order.userCode
    ? await activeUser(
        db,
        and(
          eq(users.tenantId, order.tenantId),
          sql`upper(${users.agentCode}) = ${agentCodeKey(order.userCode)}`,
        ),
      )
    : [];
  if (!agent) {
    const [link] = await db
      .select({ userId: reservationLinks.createdByUserId })
      .from(reservationLinks)
      .where(
        and(eq(reservationLinks.tenantId, order.tenantId), eq(reservationLinks.voucherNo, order.voucherNo)),
      )
      .orderBy(desc(reservationLinks.creationTime))
      .limit(1);
    if (link?.userId) [agent] = await activeUser(db, eq(users.id, link.userId));
  }
  return {
    name: agent ? `${agent.name} ${agent.surname}`.trim() : null,
    email: agent?.email ?? null,
    agency: tenant?.name ?? '',
  };
}
