import { z } from 'zod';
import { dateTimeString, keywordShape, pagedInputShape, v } from './common';
import { optionalDay } from './money';
import { MaxLength } from './rules';

/** ISO/IEC 5218: 0 not known, 1 male, 2 female, 9 not applicable. */
export const Gender = { NotKnown: 0, Male: 1, Female: 2, NotApplicable: 9 } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];
export const genders: readonly Gender[] = [0, 1, 2, 9];

/** The Customer service's DTOs (`/api/services/app/Customer/*`): the people orders are made for. */
export const customerDto = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  name: z.string(),
  surname: z.string(),
  fullName: z.string(),
  emailAddress: z.string(),
  phoneNumber: z.string(),
  gender: z.number().int().describe('ISO/IEC 5218: 0 not known, 1 male, 2 female, 9 not applicable'),
  identityNumber: z.string().nullable(),
  language: z.string(),
  /** How many orders the customer has. */
  orderCount: z.number().int(),
  creationTime: dateTimeString,
});

/**
 * One bound of a stay filter (calendar days, inclusive, as Order/GetOrders reads its check-in and check-out ranges):
 * the customer has an order whose hotel stay meets every stay bound given.
 */
const stayBound = (meaning: string) =>
  optionalDay().describe(
    `Calendar date YYYY-MM-DD (a date-time is read as its date): customers with an order whose hotel stay ${meaning} ` +
      'this day. With several stay bounds, one and the same order must meet them all.',
  );

/**
 * Customer/GetCustomers: the spec's filters (TenantId for the host, Email, Name, Surname, Gender, PhoneNumber,
 * IdentityNumber, the creation date range, the stay date ranges); texts are found case- and accent-insensitively
 * anywhere in the field, a phone number by its digits.
 */
export const getCustomersInput = z.object({
  ...pagedInputShape,
  ...keywordShape,
  tenantId: v.optionalInt(0),
  email: v.optionalString(MaxLength.emailAddress),
  name: v.optionalString(MaxLength.name),
  surname: v.optionalString(MaxLength.surname),
  gender: v.optionalList(v.int(0, 9)),
  phoneNumber: v.optionalString(32),
  identityNumber: v.optionalString(32),
  startCreationDate: v.optionalDate(),
  endCreationDate: v.optionalDate(),
  startCheckInDate: stayBound('checks in on or after'),
  endCheckInDate: stayBound('checks in on or before'),
  startCheckOutDate: stayBound('checks out on or after'),
  endCheckOutDate: stayBound('checks out on or before'),
});

export { customerSorting } from './listFields';
