import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../abp/deps.js';
import type { Db } from '../db/client.js';
import { bankAccounts, bankTransfers, currencies } from '../db/schema.js';

/** ISO 7064 MOD 97-10 of an alphanumeric text (letters A=10 … Z=35), as IBAN and RF references use it. */
function mod97(text: string): number {
  let rest = 0;
  for (const c of text.toUpperCase()) {
    const value = /\d/.test(c) ? c : String(c.charCodeAt(0) - 55);
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

/**
 * The ISO 11649 creditor reference of a bank-transfer payment: `RF` + 2 check digits + the payment id in
 * 9 digits + up to 12 letters and digits of the voucher. Unique (the id), readable (the voucher), and a typo
 * fails the check digits.
 */
export function creditorReference(paymentId: number, voucherNo: string): string {
  const body = `${String(paymentId).padStart(9, '0')}${voucherNo
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 12)}`;
  const check = 98 - mod97(`${body}RF00`);
  return `RF${String(check).padStart(2, '0')}${body}`;
}

export const isValidCreditorReference = (reference: string) =>
  /^RF\d{2}[A-Z0-9]{1,21}$/.test(reference) && mod97(`${reference.slice(4)}${reference.slice(0, 4)}`) === 1;

/** The tenant's account for a currency: its first active one (the oldest). */
export async function accountFor(db: Db, tenantId: number, currency: string) {
  const [row] = await db
    .select({ account: bankAccounts })
    .from(bankAccounts)
    .innerJoin(currencies, eq(currencies.id, bankAccounts.currencyId))
    .where(
      and(
        eq(bankAccounts.tenantId, tenantId),
        eq(bankAccounts.isActive, true),
        eq(bankAccounts.isDeleted, false),
        eq(currencies.code, currency),
      ),
    )
    .orderBy(asc(bankAccounts.id));
  return row?.account ?? null;
}

/**
 * When a pending transfer times out: the deadline stored on it (`expires_at`, which the time-out job reads), else
 * its creation plus BANK_TRANSFER_TIMEOUT_HOURS (the job's setting, 72 hours unless configured).
 */
export function transferDeadline(deps: AppDeps, creationTime: Date, expiresAt: Date | null = null): Date {
  if (expiresAt) return expiresAt;
  const hours = deps.bankTransferTimeoutHours;
  return new Date(creationTime.getTime() + hours * 3_600_000);
}

/**
 * The EPC069-12 ("GiroCode") payload of a SEPA credit transfer, version 002, UTF-8, with the structured
 * creditor reference; only for euros (null otherwise, or beyond the format's limits).
 */
export function epcQrPayload(input: {
  bic: string;
  beneficiary: string;
  iban: string;
  amount: string;
  currency: string;
  reference: string;
}): string | null {
  if (input.currency !== 'EUR') return null;
  const [whole = '0', fraction = ''] = input.amount.split('.');
  const amount = `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
  if (whole.length > 9 || amount === '0.00') return null;
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    input.bic.replace(/\s/g, ''),
    input.beneficiary.slice(0, 70),
    input.iban.replace(/\s/g, ''),
    `EUR${amount}`,
    '',
    input.reference,
  ].join('\n');
}

export interface TransferInstructions {
  bankTransferId: number;
  status: number;
  reference: string;
  amount: string;
  currency: string;
  beneficiary: string;
  bankName: string;
  iban: string;
  bic: string;
  deadline: string;
  epcQrPayload: string | null;
}

/** The instructions of a payment's transfer, or null when it has none. */
export async function transferInstructions(
  db: Db,
  deps: AppDeps,
  paymentId: number,
  decimals: (amount: string) => string,
): Promise<TransferInstructions | null> {
  const [row] = await db
    .select({ transfer: bankTransfers, account: bankAccounts })
    .from(bankTransfers)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankTransfers.bankAccountId))
    .where(eq(bankTransfers.paymentId, paymentId));
  if (!row) return null;
  const { transfer, account } = row;
  const amount = decimals(transfer.amount);
  return {
    bankTransferId: transfer.id,
    status: transfer.status,
    reference: transfer.reference,
    amount,
    currency: transfer.currency,
    beneficiary: account.accountHolder,
    bankName: account.bankName,
    iban: account.iban,
    bic: account.swiftCode,
    deadline: transferDeadline(deps, transfer.creationTime, transfer.expiresAt).toISOString(),
    epcQrPayload: epcQrPayload({
      bic: account.swiftCode,
      beneficiary: account.accountHolder,
      iban: account.iban,
      amount,
      currency: transfer.currency,
      reference: transfer.reference,
    }),
  };
}
