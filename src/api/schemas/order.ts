import { z } from 'zod';
import { auditEntryDto } from './audit';
import { dateTimeString, idInput, keywordShape, pagedInputShape, v } from './common';
import { customerDto } from './customer';
import { hotelDto } from './hotel';
import { amountFilterShape, dayRangeShape, money } from './money';
import { paymentDto, paymentStatusChangeDto } from './payment';
import { MaxLength } from './rules';

export { OrderStatus, orderStatuses } from './listFields';

/** Order line kinds: 1 room, 2 board, 3 extra. Traveller kinds: 1 adult, 2 child, 3 infant. */
export const OrderLineKind = { Room: 1, Board: 2, Extra: 3 } as const;
export const TravellerKind = { Adult: 1, Child: 2, Infant: 3 } as const;

/** An order in a list (`Order/GetOrders`). Dates of stay are calendar dates (`YYYY-MM-DD`). */
export const orderDto = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  voucherNo: z.string(),
  userCode: z.string().nullable(),
  customerId: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  phoneNumber: z.string(),
  hotelId: z.number().int(),
  hotelCode: z.string(),
  hotelName: z.string(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  nights: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  amount: money(),
  paidAmount: money(),
  /** What is still to pay: amount − paid amount, never below zero. */
  openAmount: money(),
  currency: z.string(),
  isPartialPayment: z.boolean(),
  status: z.number().int().describe('1 pending, 2 partially paid, 3 paid, 4 cancelled'),
  /** A payment was charged after the order (or the payment) was cancelled: refund due. Optional (stock ABP). */
  chargedAfterCancel: z.boolean().optional(),
  creationTime: dateTimeString,
  lastModificationTime: dateTimeString.nullable(),
});

export const orderLineDto = z.object({
  id: z.number().int(),
  kind: z.number().int().describe('1 room, 2 board, 3 extra'),
  code: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  unitPrice: money(),
  amount: money(),
});

export const travellerDto = z.object({
  id: z.number().int(),
  kind: z.number().int().describe('1 adult, 2 child, 3 infant'),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string().nullable(),
  isLead: z.boolean(),
});

/** A bank transfer of the order, in its detail. */
export const orderBankTransferDto = z.object({
  id: z.number().int(),
  paymentId: z.number().int(),
  reference: z.string(),
  amount: money(),
  currency: z.string(),
  status: z.number().int().describe('1 pending, 2 successful, 3 timeout, 4 error'),
  creationTime: dateTimeString,
});

/**
 * Order/GetOrder?id: the order with its lines, travellers, customer, hotel, payments (each with its status
 * history), bank transfers, and the audit trail of the order, its payments and its transfers (oldest first).
 */
export const orderDetailDto = orderDto.extend({
  hotel: hotelDto,
  customer: customerDto,
  lines: z.array(orderLineDto),
  travellers: z.array(travellerDto),
  payments: z.array(paymentDto.extend({ statusHistory: z.array(paymentStatusChangeDto) })),
  bankTransfers: z.array(orderBankTransferDto),
  history: z.array(auditEntryDto),
});

/**
 * Order/GetOrders: the spec's filters (Amount, MinAmount, MaxAmount, Currency, VoucherNo, PhoneNumber,
 * IsPartialPayment, Status, UserCode) and the creation, check-in and check-out date ranges; besides them TenantId
 * (the host), CustomerId and HotelId. Currency and Status take several values (`Status=1,2`). VoucherNo matches
 * from the start, case-insensitively; PhoneNumber by its digits anywhere in the customer's number.
 */
export const getOrdersInput = z.object({
  ...pagedInputShape,
  ...keywordShape,
  tenantId: v.optionalInt(0),
  ...amountFilterShape,
  currency: v.optionalList(z.string().max(3)),
  voucherNo: v.optionalString(MaxLength.code),
  phoneNumber: v.optionalString(32),
  isPartialPayment: v.optionalBool(),
  /** Only orders charged after a cancellation (a refund is due); a stock backend ignores it. */
  chargedAfterCancel: v.optionalBool(),
  status: v.optionalList(v.int(1, 4)),
  userCode: v.optionalString(MaxLength.code),
  customerId: v.optionalInt(1),
  hotelId: v.optionalInt(1),
  startCreationDate: v.optionalDate(),
  endCreationDate: v.optionalDate(),
  ...dayRangeShape('checkInDate'),
  ...dayRangeShape('checkOutDate'),
});

export { orderSorting } from './listFields';

export const getOrderInput = idInput;
