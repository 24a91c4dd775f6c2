import type { APIRequestContext, Page } from '@playwright/test';

/** Orders and booking sessions for the payment browser tests (bookingPayment*.spec.ts). */
const SERBIA = 3;
const PASSWORD = '123qwe';

export interface Order {
  id: number;
  voucherNo: string;
  currency: string;
  surname: string;
  checkInDate: string;
}

export async function staff(request: APIRequestContext) {
  const auth = await request.post('/api/TokenAuth/Authenticate', {
    data: { userNameOrEmailAddress: 'admin', password: PASSWORD },
    headers: { 'Abp.TenantId': String(SERBIA) },
  });
  const token = ((await auth.json()) as { result: { accessToken: string } }).result.accessToken;
  return { authorization: `Bearer ${token}`, 'Abp.TenantId': String(SERBIA) };
}

/** Unpaid orders any method may pay (direct sales or the agent with every method), taken one per flow. */
const taken = new Set<number>();
export async function freshOrder(request: APIRequestContext, currency: string, skip: number): Promise<Order> {
  const headers = await staff(request);
  const list = await request.get('/api/services/app/Order/GetOrders', {
    headers,
    // A stay that is over cannot be paid online (unless the tenant allows it).
    params: {
      Status: '1',
      Currency: currency,
      StartCheckOutDate: new Date().toISOString().slice(0, 10),
      MaxResultCount: 200,
      Sorting: 'id asc',
    },
  });
  const items = (
    (await list.json()) as {
      result: { items: { id: number; userCode: string | null; paidAmount: string }[] };
    }
  ).result.items.filter(
    (o) => (o.userCode === null || o.userCode === 'BEG-001') && Number(o.paidAmount) === 0,
  );
  const free = items.filter((o) => !taken.has(o.id));
  const order = free[skip % free.length]!;
  taken.add(order.id);
  const detail = await request.get('/api/services/app/Order/GetOrder', { headers, params: { id: order.id } });
  const { result } = (await detail.json()) as {
    result: { voucherNo: string; checkInDate: string; customer: { surname: string } };
  };
  return {
    id: order.id,
    voucherNo: result.voucherNo,
    currency,
    surname: result.customer.surname,
    checkInDate: result.checkInDate,
  };
}

/** Opens the booking as the landing does after the visitor proved who they are: the grant in sessionStorage. */
export async function openBooking(page: Page, request: APIRequestContext, order: Order) {
  const res = await request.get('/api/services/app/Reservation/GetReservation', {
    params: {
      voucherNo: order.voucherNo,
      surname: order.surname,
      checkInDate: order.checkInDate,
      tenantId: String(SERBIA),
    },
    headers: { 'Abp.TenantId': String(SERBIA) },
  });
  const r = (
    (await res.json()) as {
      result: {
        tenantId: number;
        orderId: number;
        voucherNo: string;
        bookingGrant: string;
        bookingGrantExpiresAt: string;
      };
    }
  ).result;
  const session = {
    tenantId: r.tenantId,
    orderId: r.orderId,
    voucherNo: r.voucherNo,
    basketId: null,
    grant: r.bookingGrant,
    grantExpiresAt: r.bookingGrantExpiresAt,
  };
  // The latest booking opened wins (init scripts run in the order they were added, on every navigation).
  await page.addInitScript(
    (value) => window.sessionStorage.setItem('Booking.Session', value),
    JSON.stringify(session),
  );
}
