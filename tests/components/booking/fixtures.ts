import type { PaymentMethodsDto, PublicPaymentDto } from '@/api/schemas/checkout';
import { bookingSession } from '@/booking/session';

/** Opens a booking session as the landing page does once the visitor proved who they are. */
export function openSession(orderId = 41) {
  bookingSession.set({
    tenantId: 3,
    orderId,
    voucherNo: 'BEG-2026-0041',
    basketId: null,
    grant: 'g1.test.grant',
    grantExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
}

export const methods = (patch: Partial<PaymentMethodsDto> = {}): PaymentMethodsDto => ({
  tenantId: 3,
  orderId: 41,
  voucherNo: 'BEG-2026-0041',
  currency: 'EUR',
  decimals: 2,
  amount: '1250.00',
  paidAmount: '250.00',
  amountDue: '1000.00',
  methods: [
    { type: 1, providerId: 1, name: 'Cards', adapter: 'simulator', isSandbox: true },
    { type: 0, providerId: 2, name: 'APM', adapter: 'simulator', isSandbox: true },
    { type: 2, providerId: 3, name: 'Bank transfer', adapter: 'simulator', isSandbox: true },
  ],
  isPartialPaymentAllowed: false,
  minAmount: null,
  maxAmount: null,
  openPayments: [],
  showTestCards: true,
  ...patch,
});

export const payment = (patch: Partial<PublicPaymentDto> = {}): PublicPaymentDto => ({
  paymentId: 77,
  orderId: 41,
  voucherNo: 'BEG-2026-0041',
  type: 1,
  status: 0,
  amount: '1000.00',
  currency: 'EUR',
  orderPaidAmount: '250.00',
  orderStatus: 1,
  lastModificationTime: null,
  failureReason: null,
  redirectUrl: '/revolut-payment-form?paymentId=77&token=tok',
  bankTransfer: null,
  ...patch,
});
