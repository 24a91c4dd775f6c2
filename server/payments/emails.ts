import { and, eq, isNull, sql } from 'drizzle-orm';
import type { EmailKind } from '../../src/api/schemas/emailType.js';
import type { TlsMode } from '../../src/api/schemas/emailAccount.js';
import type { AppDeps } from '../abp/deps.js';
import { openSecret } from '../abp/secrets.js';
import type { Db } from '../db/client.js';
import {
  customers,
  emailAccounts,
  emailTemplates,
  emailTypes,
  orders,
  paymentAttempts,
  payments,
  tenants,
} from '../db/schema.js';
import { sendThrough } from '../mail/send.js';

export type PaymentEmailKind =
  | typeof EmailKind.PaymentReceived
  | typeof EmailKind.BankTransferInstructions
  | typeof EmailKind.PaymentFailed;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `{{name}}` → the variable's value (HTML-escaped in the body); an unknown name stays as written. */
export function renderTemplate(template: string, values: Record<string, string>, html: boolean): string {
  return template.replace(/\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return html ? escapeHtml(value) : value;
  });
}

const htmlToText = (html: string) =>
  html
    .replace(/<(br|\/p|\/div|\/h\d|\/li|\/tr)\b[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** Claims a kind for the payment: true once, for the first caller (one statement, so races claim once). */
async function claim(db: Db, paymentId: number, kind: string): Promise<boolean> {
  const rows = await db
    .update(paymentAttempts)
    .set({ notified: sql`array_append(${paymentAttempts.notified}, ${kind})` })
    .where(
      and(eq(paymentAttempts.paymentId, paymentId), sql`not (${kind} = any(${paymentAttempts.notified}))`),
    )
    .returning({ id: paymentAttempts.paymentId });
  return rows.length > 0;
}

async function release(db: Db, paymentId: number, kind: string) {
  await db
    .update(paymentAttempts)
    .set({ notified: sql`array_remove(${paymentAttempts.notified}, ${kind})` })
    .where(eq(paymentAttempts.paymentId, paymentId));
}

/**
 * Sends the tenant's e-mail of `kind` about a payment to its payer, once: rendered from the tenant's template
 * for the kind in the payer's language (English when there is none in it; nothing when there is none at all,
 * or the kind's type is switched off), through the tenant's default e-mail account. A failed send releases the
 * claim, so the next trigger (webhook, status check) tries again. Returns whether a message went out.
 */
export async function sendPaymentEmail(
  db: Db,
  deps: AppDeps,
  paymentId: number,
  kind: PaymentEmailKind,
  values: Record<string, string>,
): Promise<boolean> {
  const [row] = await db
    .select({
      payment: payments,
      language: paymentAttempts.language,
      voucherNo: orders.voucherNo,
      customerName: sql<string>`${customers.name} || ' ' || ${customers.surname}`,
      tenantName: tenants.name,
    })
    .from(payments)
    .innerJoin(paymentAttempts, eq(paymentAttempts.paymentId, payments.id))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(tenants, eq(tenants.id, payments.tenantId))
    .where(eq(payments.id, paymentId));
  if (!row) return false;
  const tenantId = row.payment.tenantId;
  const templates = await db
    .select({
      languageCode: emailTemplates.languageCode,
      subject: emailTemplates.subject,
      html: emailTemplates.htmlBody,
    })
    .from(emailTemplates)
    .innerJoin(emailTypes, eq(emailTypes.id, emailTemplates.emailTypeId))
    .where(
      and(
        eq(emailTemplates.tenantId, tenantId),
        eq(emailTemplates.isActive, true),
        eq(emailTypes.kind, kind),
        eq(emailTypes.isActive, true),
      ),
    );
  const pick = (code: string) => templates.find((t) => t.languageCode.toLowerCase() === code.toLowerCase());
  const template = pick(row.language) ?? pick('en');
  if (!template) return false;
  const [account] = await db
    .select()
    .from(emailAccounts)
    .where(
      and(
        tenantId === null ? isNull(emailAccounts.tenantId) : eq(emailAccounts.tenantId, tenantId),
        eq(emailAccounts.isDefault, true),
        eq(emailAccounts.isActive, true),
      ),
    );
  if (!account) return false;
  const key = `kind:${kind}`;
  if (!(await claim(db, paymentId, key))) return false;
  const all = {
    tenantName: row.tenantName,
    customerName: row.customerName,
    voucherNo: row.voucherNo,
    ...values,
  };
  const html = renderTemplate(template.html, all, true);
  try {
    await sendThrough(
      {
        ...account,
        tlsMode: account.tlsMode as TlsMode,
        password: account.passwordSealed ? openSecret(deps.secret, account.passwordSealed) : null,
      },
      {
        to: row.payment.email,
        subject: renderTemplate(template.subject, all, false),
        html,
        text: htmlToText(html),
      },
      deps.outbound,
    );
    return true;
  } catch (error) {
    await release(db, paymentId, key);
    throw error;
  }
}
