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
  email: string;
  checkIn: string;
}

/** What the customer of `order` types into "find your booking": voucher, surname and check-in date. */
export const proofOf = (order: KnownOrder) => ({
  VoucherNo: order.voucherNo,
  Surname: order.surname,
  CheckInDate: order.checkIn,
});

/** The first order of the tenant matching `where` (SQL on `o` orders and `c` customers). */
export async function knownOrder(t: TestApp, tenantId: number, where = sql`true`): Promise<KnownOrder> {
  const [row] = await rows<{
    id: string;
    voucher_no: string;
    surname: string;
    phone_number: string;
    email_address: string;
    check_in: string;
  }>(
    t,
    sql`select o.id, o.voucher_no, c.surname, c.phone_number, c.email_address,
          to_char(o.check_in_date, 'YYYY-MM-DD') as check_in
        from orders o join customers c on c.id = o.customer_id
        where o.tenant_id = ${tenantId} and ${where} order by o.id limit 1`,
  );
  if (!row) throw new Error('no such order in the seed');
  return {
    id: Number(row.id),
    voucherNo: row.voucher_no,
    surname: row.surname,
    phone: row.phone_number,
    email: row.email_address,
    checkIn: row.check_in,
  };
}

/** Reservation/GetReservation as an anonymous visitor of the tenant's host. */
export const getReservation = (
  t: TestApp,
  tenantId: number | undefined,
  query: Record<string, string | number>,
  extra: Partial<CallOptions> = {},
) => t.call<ReservationDto>({ url: app('Reservation/GetReservation'), tenantId, query, ...extra });

export const grantHeader = (grant: string) => ({ 'X-Booking-Grant': grant });
