import { z } from 'zod';
import { dateTimeString } from './common';

/** The records the audit trail follows. */
export const AuditEntityTypes = ['Order', 'Payment', 'BankTransfer'] as const;
export type AuditEntityType = (typeof AuditEntityTypes)[number];

/** One change of an audited record: who (null: the system), when, what (field → [before, after]) and why. */
export const auditEntryDto = z.object({
  id: z.number().int(),
  entityType: z.enum(AuditEntityTypes),
  entityId: z.number().int(),
  action: z.string().describe('Created, StatusChanged, Committed, TimedOut, Canceled, PaymentReceived'),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  reason: z.string().nullable(),
  creationTime: dateTimeString,
});
