import { z } from 'zod';
import {
  dateTimeString,
  keywordShape,
  listResult,
  pagedInputShape,
  stampedDto,
  stampedInput,
  v,
} from './common';
import { MaxLength } from './rules';

/**
 * The e-mails the product sends, each with the variables its templates may use as `{{name}}`. The server sends
 * them on these events; a tenant names its types (one per kind) and writes their templates per language.
 */
export const EmailKind = {
  BookingConfirmation: 1,
  PaymentReceived: 2,
  BankTransferInstructions: 3,
  PaymentFailed: 4,
  ReservationLink: 5,
} as const;
export type EmailKind = (typeof EmailKind)[keyof typeof EmailKind];

const common = ['tenantName', 'customerName', 'voucherNo'] as const;

/** The variables of each kind, in the order an editor offers them. */
export const emailKindVariables: Record<EmailKind, readonly string[]> = {
  [EmailKind.BookingConfirmation]: [
    ...common,
    'hotelName',
    'checkInDate',
    'checkOutDate',
    'totalAmount',
    'currency',
    'reservationUrl',
  ],
  [EmailKind.PaymentReceived]: [...common, 'amount', 'currency', 'paymentDate', 'paymentMethod'],
  [EmailKind.BankTransferInstructions]: [
    ...common,
    'amount',
    'currency',
    'bankName',
    'accountHolder',
    'iban',
    'swiftCode',
    'reference',
    'dueDate',
  ],
  [EmailKind.PaymentFailed]: [...common, 'amount', 'currency', 'reason', 'retryUrl'],
  [EmailKind.ReservationLink]: ['tenantName', 'customerName', 'agentName', 'reservationUrl', 'expiresAt'],
};

export const emailKinds = Object.values(EmailKind);

/** EmailType/GetTypes: the kinds the server sends, with their variables. */
export const emailKindDto = z.object({
  kind: z.number().int(),
  /** The kind's constant name, e.g. "BookingConfirmation" (the screens translate it). */
  name: z.string(),
  variables: z.array(z.string()),
});
export const emailKindListDto = listResult(emailKindDto);

export const emailTypeDto = z.object({
  id: z.number().int(),
  ...stampedDto,
  kind: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** The variables templates of this type may use. */
  variables: z.array(z.string()),
  isActive: z.boolean(),
  creationTime: dateTimeString,
});

const emailTypeFields = {
  kind: v.int(1, emailKinds.length),
  name: v.string(MaxLength.displayName),
  description: v.optionalString(1024),
  isActive: v.optionalBool(),
};

export const createEmailTypeDto = z.object(emailTypeFields);
export const updateEmailTypeDto = z.object({ id: v.id(), ...stampedInput, ...emailTypeFields });

export const getEmailTypesInput = z.object({
  ...pagedInputShape,
  ...keywordShape,
  isActive: v.optionalBool(),
  kind: v.optionalInt(1, emailKinds.length),
});
