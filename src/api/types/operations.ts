import type { z } from 'zod';
import type { auditEntryDto } from '../schemas/audit';
import type {
  bankTransferCommitInput,
  bankTransferDetailDto,
  bankTransferDto,
  bankTransferOptionsDto,
  getBankTransferOptionsInput,
  getBankTransfersInput,
} from '../schemas/bankTransfer';
import type { customerDto, getCustomersInput } from '../schemas/customer';
import type { hotelDto } from '../schemas/hotel';
import type {
  getOrdersInput,
  orderBankTransferDto,
  orderDetailDto,
  orderDto,
  orderLineDto,
  travellerDto,
} from '../schemas/order';
import type {
  getOrderPaymentsInput,
  paymentDto,
  paymentIdInput,
  paymentStatusChangeDto,
  paymentStatusDto,
  updatePaymentCommitInput,
} from '../schemas/payment';
import type {
  generateReservationLinkInput,
  getByAgentCodeInput,
  getByVoucherNoInput,
  getReservationLinksInput,
  reservationLinkClaimsDto,
  reservationLinkDto,
} from '../schemas/reservationLink';
import type { QueryOf, RequestOf } from './wire';

/**
 * DTOs and inputs of the operations services (issue 12), derived from the shared schemas. Money is an exact
 * decimal string with the currency's decimal places ("1250.00"); calendar dates are `YYYY-MM-DD`; times ISO
 * 8601. Big lists (orders) answer `totalCountIsEstimate` (see `PagedResultDto`).
 */
export type HotelDto = z.infer<typeof hotelDto>;
export type AuditEntryDto = z.infer<typeof auditEntryDto>;

export type CustomerDto = z.infer<typeof customerDto>;
export type GetCustomersInput = QueryOf<z.infer<typeof getCustomersInput>>;

export type OrderDto = z.infer<typeof orderDto>;
export type OrderLineDto = z.infer<typeof orderLineDto>;
export type TravellerDto = z.infer<typeof travellerDto>;
export type OrderBankTransferDto = z.infer<typeof orderBankTransferDto>;
export type OrderDetailDto = z.infer<typeof orderDetailDto>;
export type GetOrdersInput = QueryOf<z.infer<typeof getOrdersInput>>;

export type PaymentDto = z.infer<typeof paymentDto>;
export type PaymentStatusChangeDto = z.infer<typeof paymentStatusChangeDto>;
export type PaymentStatusDto = z.infer<typeof paymentStatusDto>;
export type GetOrderPaymentsInput = QueryOf<z.infer<typeof getOrderPaymentsInput>>;
export type PaymentIdInput = RequestOf<z.infer<typeof paymentIdInput>>;
export type UpdatePaymentCommitInput = QueryOf<z.infer<typeof updatePaymentCommitInput>>;

export type BankTransferDto = z.infer<typeof bankTransferDto>;
export type BankTransferDetailDto = z.infer<typeof bankTransferDetailDto>;
export type GetBankTransfersInput = QueryOf<z.infer<typeof getBankTransfersInput>>;
export type GetBankTransferOptionsInput = RequestOf<z.infer<typeof getBankTransferOptionsInput>>;
export type BankTransferOptionsDto = z.infer<typeof bankTransferOptionsDto>;
export type BankTransferCommitInput = RequestOf<z.infer<typeof bankTransferCommitInput>>;

export type ReservationLinkDto = z.infer<typeof reservationLinkDto>;
export type ReservationLinkClaimsDto = z.infer<typeof reservationLinkClaimsDto>;
/** Hours default to 72 when left out; an agent may leave out their own agent code. */
export type GenerateReservationLinkInput = RequestOf<
  Omit<z.infer<typeof generateReservationLinkInput>, 'expiresInHours'>
> & { expiresInHours?: number };
export type GetReservationLinksInput = QueryOf<z.infer<typeof getReservationLinksInput>>;
export type GetByAgentCodeInput = QueryOf<z.infer<typeof getByAgentCodeInput>>;
export type GetByVoucherNoInput = QueryOf<z.infer<typeof getByVoucherNoInput>>;
