import { and, asc, eq, or } from 'drizzle-orm';
import type { AuditEntryDto } from '../../src/api/types/operations.js';
import type { Db } from '../db/client.js';
import { auditLogs } from '../db/schema.js';
import { auditDto } from './orderQueries.js';

/** The audit trail of one transfer and of its payment (committed, timed out, status changes), oldest first. */
export async function transferHistory(
  db: Db,
  transfer: { id: number; paymentId: number },
): Promise<AuditEntryDto[]> {
  const rows = await db
    .select()
    .from(auditLogs)
    .where(
      or(
        and(eq(auditLogs.entityType, 'BankTransfer'), eq(auditLogs.entityId, transfer.id)),
        and(eq(auditLogs.entityType, 'Payment'), eq(auditLogs.entityId, transfer.paymentId)),
      ),
    )
    .orderBy(asc(auditLogs.creationTime), asc(auditLogs.id));
  return rows.map(auditDto);
}
