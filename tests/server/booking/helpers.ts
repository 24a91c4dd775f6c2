import { sql } from 'drizzle-orm';
import type { ReservationDto } from '../../../src/api/schemas/reservation.js';
import { app, type CallOptions, type TestApp } from '../helpers.js';
import { rows } from '../operations/helpers.js';

export { NORTH_MACEDONIA, SERBIA } from '../operations/helpers.js';

/** An order of a tenant with what its customer knows about it. */
export interface KnownOrder {
  id: number;
  voucherNo: string;
  surname: string;
  phone: string;
}

/** The first order of the tenant matching `where` (SQL on `o` orders and `c` customers). */
export async function knownOrder(t: TestApp, tenantId: number, where = sql`true`): Promise<KnownOrder> {
  const [row] = await rows<{ id: string; voucher_no: string; surname: string; phone_number: string }>(
    t,
    sql`select o.id, o.voucher_no, c.surname, c.phone_number from orders o join customers c on c.id = o.customer_id
        where o.tenant_id = ${tenantId} and ${where} order by o.id limit 1`,
  );
  if (!row) throw new Error('no such order in the seed');
  return { id: Number(row.id), voucherNo: row.voucher_no, surname: row.surname, phone: row.phone_number };
}

/** Reservation/GetReservation as an anonymous visitor of the tenant's host. */
export const getReservation = (
  t: TestApp,
  tenantId: number | undefined,
  query: Record<string, string | number>,
  extra: Partial<CallOptions> = {},
) => t.call<ReservationDto>({ url: app('Reservation/GetReservation'), tenantId, query, ...extra });

export const grantHeader = (grant: string) => ({ 'X-Booking-Grant': grant });
