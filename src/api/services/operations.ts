import { abpCrud } from '../abpCrud';
import { api } from '../http';
import type {
  GenerateReservationLinkInput,
  GetOrderPaymentsInput,
  OrderDetailDto,
  PaymentDto,
  PaymentStatusDto,
  ReservationLinkDto,
} from '../types/operations';
import type { PagedResultDto } from '../types/abp';

/** Order service (`/api/services/app/Order/*`): the list is `GetOrders`, one order with everything `GetOrder`. */
export const ordersApi = {
  ...abpCrud('Order', { getAll: 'GetOrders', get: 'GetOrder' }),
  /** The order with its lines, travellers, customer, hotel, payments, transfers and audit trail. */
  getDetail: (id: number, signal?: AbortSignal) =>
    api.get<OrderDetailDto>('Order/GetOrder', { Id: id }, { signal }),
  /** Order/GetOrderPayments: the payments matching the spec's filters (OrderId, Email, Payer, …). */
  getPayments: (input: GetOrderPaymentsInput, signal?: AbortSignal) =>
    api.get<PagedResultDto<PaymentDto>>('Order/GetOrderPayments', input, { signal }),
};

/** Customer service (`/api/services/app/Customer/*`): `GetCustomers` and `GetCustomer`. */
export const customersApi = abpCrud('Customer', { getAll: 'GetCustomers', get: 'GetCustomer' });

/** Payment service: staff actions on one payment (they need Pages.Orders.Payments). */
export const paymentsApi = {
  /** Asks the payment's provider or transfer and applies what it reports. */
  checkStatus: (paymentId: number) => api.post<PaymentStatusDto>('Payment/CheckPaymentStatus', { paymentId }),
  /** Confirms the money arrived: the payment moves to succeeded, exactly once. */
  commit: (paymentId: number) => api.put<PaymentStatusDto>('Payment/UpdatePaymentCommit', {}, { paymentId }),
};

/** ReservationLinkGenerator service: the links (GetAll, GetByAgentCode, GetByVoucherNo) and making one. */
export const reservationLinksApi = {
  ...abpCrud('ReservationLinkGenerator', { getThroughList: true }),
  generate: (input: GenerateReservationLinkInput) =>
    api.post<ReservationLinkDto>('ReservationLinkGenerator/GenerateReservationLink', input),
};
