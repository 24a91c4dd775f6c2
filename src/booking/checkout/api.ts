import { request } from '@/api/http';
import type { PaymentMethodsDto, PublicPaymentDto } from '@/api/schemas/checkout';
import { bookingApi } from '../api';

export type PayOperation = 'CCPay' | 'APMPay' | 'BTPay';
export const operationOf: Record<number, PayOperation> = { 0: 'APMPay', 1: 'CCPay', 2: 'BTPay' };

export interface PayBody {
  tenantId: number;
  orderId: number;
  amount: string;
  payer: string;
  email: string;
}

export interface SimulatorAnswer {
  state: string;
  failureReason: string | null;
}

/** The public payment calls (server/services/paymentPublic.ts) and the simulator's card endpoints. */
export const checkoutApi = {
  methods: (tenantId: number, orderId: number, signal?: AbortSignal) =>
    bookingApi.get<PaymentMethodsDto>('Payment/GetPaymentMethods', { tenantId, orderId }, { signal }),
  /** One attempt: the same idempotency key on every retry of it. */
  pay: (operation: PayOperation, body: PayBody, idempotencyKey: string) =>
    bookingApi.post<PublicPaymentDto>(`Payment/${operation}`, body, undefined, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  status: (paymentId: number, signal?: AbortSignal) =>
    bookingApi.get<PublicPaymentDto>('Payment/GetPaymentStatus', { paymentId }, { signal }),
  check: (paymentId: number) =>
    bookingApi.post<PublicPaymentDto>('Payment/CheckPaymentStatus', { paymentId }),
  submitCard: (
    paymentId: number,
    body: { token: string; number: string; expiry: string; cvc: string; name: string },
  ) =>
    request<SimulatorAnswer>({
      method: 'POST',
      url: `/api/payments/simulator/${paymentId}/card`,
      data: body,
    }),
  answerChallenge: (paymentId: number, token: string, approve: boolean) =>
    request<SimulatorAnswer>({
      method: 'POST',
      url: `/api/payments/simulator/${paymentId}/challenge`,
      data: { token, approve },
    }),
};
