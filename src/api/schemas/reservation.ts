import { z } from 'zod';
import { dateTimeString, v } from './common';
import { money } from './money';
import { orderLineDto, travellerDto } from './order';
import { MaxLength } from './rules';

/**
 * The public Reservation service (`/api/services/app/Reservation/*`) the booking landing calls. Before any personal
 * data leaves the server the visitor proves who they are: the voucher number plus two facts (the surname, and the
 * check-in date, the booking's e-mail address or its phone number); or a traveller's ticket number plus that
 * traveller's first and last name; or a signed reservation link (`Token`) plus the surname or the phone number; or
 * a booking grant (`X-Booking-Grant`) for the order.
 */
const calendarDate = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'FieldInvalid')
      .refine((s) => !Number.isNaN(Date.parse(s.slice(0, 10))), 'FieldInvalid')
      .optional(),
  )
  .transform((s) => (s ? s.slice(0, 10) : null));

export const getReservationInput = z.object({
  orderId: v.optionalInt(1),
  voucherNo: v.optionalString(MaxLength.code),
  phoneNumber: v.optionalString(32),
  surname: v.optionalString(MaxLength.name),
  tenantId: v.optionalInt(1),
  culture: v.optionalString(16),
  userCode: v.optionalString(MaxLength.code),
  /** A reservation link's token (`/?token=…`), instead of the voucher number. */
  token: v.optionalString(2048),
  checkInDate: calendarDate.describe(
    'With VoucherNo and Surname: the check-in date of the booking (YYYY-MM-DD; a time part is ignored).',
  ),
  email: v
    .optionalString(MaxLength.emailAddress)
    .describe('With VoucherNo and Surname: the e-mail address of the booking (case is ignored).'),
  ticketNumber: v
    .optionalString(64)
    .describe(
      "A traveller's ticket number (travellers[].ticketNumber of the reservation, e.g. 1042-58203917), with " +
        'TravellerFirstName and TravellerLastName; VoucherNo is then optional (when given it must match).',
    ),
  travellerFirstName: v
    .optionalString(MaxLength.name)
    .describe("With TicketNumber: the ticket's traveller's first name (case and accents are ignored)."),
  travellerLastName: v
    .optionalString(MaxLength.name)
    .describe("With TicketNumber: the ticket's traveller's last name (case and accents are ignored)."),
});

/** The share of the order's amount a partial payment must at least cover (when the order allows one). */
export const PARTIAL_PAYMENT_MINIMUM_PERCENT = 30;

export const reservationHotelDto = z.object({
  tvHotelCode: z.string(),
  name: z.string(),
  stars: z.number().int(),
  address: z.string(),
  city: z.string(),
  countryCode: z.string(),
});

export const reservationCustomerDto = z.object({
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  language: z.string(),
});

export const reservationContactDto = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  agency: z.string(),
});

/** A transfer booked with the order: what TransferInformation/GetTransferInfo takes. */
export const reservationTransferDto = z.object({
  supplierBookingNumber: z.string(),
  supplierCode: z.string(),
  departureDate: z.string(),
});

/**
 * Reservation/GetReservation: the order as its customer sees it, and a booking grant for the other public calls.
 * Money is exact decimal text with the currency's places; dates of stay are `YYYY-MM-DD`.
 */
export const reservationDto = z.object({
  orderId: z.number().int(),
  tenantId: z.number().int(),
  voucherNo: z.string(),
  status: z.number().int().describe('1 pending, 2 partially paid, 3 paid, 4 cancelled'),
  currency: z.string(),
  amount: money(),
  paidAmount: money(),
  /** Amount − paid amount, never below zero. */
  amountDue: money(),
  isPartialPayment: z.boolean(),
  /** The least a partial payment may be (null when the order must be paid in full). */
  minimumPartialAmount: money().nullable(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  hotel: reservationHotelDto,
  customer: reservationCustomerDto,
  travellers: z.array(
    travellerDto.extend({
      ticketNumber: z
        .string()
        .optional()
        .describe("The traveller's ticket number (Reservation/GetReservation?TicketNumber=…)"),
    }),
  ),
  lines: z.array(orderLineDto),
  agentCode: z.string().nullable(),
  /**
   * Why the booking can no longer be paid online (issue 26): `cancelled`, or `stayOver` (the check-out date is past
   * and the tenant does not allow paying after the stay); null when it can be. Optional: a stock backend omits it.
   */
  paymentClosed: z.enum(['cancelled', 'stayOver']).nullable().optional(),
  /** The check-out date is in the past (shown as context even where paying after the stay is allowed). */
  stayOver: z.boolean().optional(),
  /** Whom to contact about the booking: its agent (if known) and the agency. */
  contact: reservationContactDto.nullable().optional(),
  transfers: z.array(reservationTransferDto),
  bookingGrant: z.string(),
  bookingGrantExpiresAt: dateTimeString,
});

export const hotelLookupInput = z.object({
  tvHotelCode: v.string(MaxLength.code),
  language: v.optionalString(16),
  tenantId: v.optionalInt(1),
});

export const hotelDetailDto = z.object({
  tvHotelCode: z.string(),
  name: z.string(),
  stars: z.number().int(),
  description: z.string(),
  /** The language of `description` (English when the asked one has none). */
  language: z.string(),
  boardTypes: z.array(z.string()),
  roomTypes: z.array(z.object({ code: z.string(), name: z.string(), maxOccupancy: z.number().int() })),
});

export const hotelImageDto = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export const hotelImagesDto = z.object({ tvHotelCode: z.string(), images: z.array(hotelImageDto) });

export const hotelLocationDto = z.object({
  tvHotelCode: z.string(),
  address: z.string(),
  city: z.string(),
  countryCode: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  /** OpenStreetMap, centred on the hotel with a marker. */
  mapUrl: z.string(),
});

export const getUserDocumentInput = z.object({
  voucherNo: v.string(MaxLength.code),
  tenantId: v.optionalInt(1),
  /** Which documents (`voucher`); all of them when left out. */
  documentUrls: v.optionalList(z.string().max(64)),
});

export const userDocumentDto = z.object({
  kind: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  /** A short-lived address (a signed document token in it) that opens the document without the grant header. */
  url: z.string(),
  expiresAt: dateTimeString,
});
export const userDocumentsDto = z.object({ voucherNo: z.string(), documents: z.array(userDocumentDto) });

export const getTransferInfoInput = z.object({
  supplierBookingNumber: v.string(64),
  supplierCode: v.string(MaxLength.code),
  departureDate: v.optionalString(32),
  tenantId: v.optionalInt(1),
});

/** One leg of a transfer: 1 forward (airport → hotel), 2 backward (hotel → airport). */
export const transferLegDto = z.object({
  direction: z.number().int().describe('1 forward, 2 backward'),
  date: z.string(),
  pickupTime: z.string().describe('HH:mm, local time'),
  pickupPlace: z.string(),
  dropoffPlace: z.string(),
});

export const transferInfoDto = z.object({
  supplierBookingNumber: z.string(),
  supplierCode: z.string(),
  tripDirection: z.number().int().describe('1 forward, 2 backward, 3 round trip'),
  passengers: z.number().int(),
  legs: z.array(transferLegDto),
});

export type GetReservationInput = z.input<typeof getReservationInput>;
export type ReservationDto = z.infer<typeof reservationDto>;
export type HotelDetailDto = z.infer<typeof hotelDetailDto>;
export type HotelImagesDto = z.infer<typeof hotelImagesDto>;
export type HotelLocationDto = z.infer<typeof hotelLocationDto>;
export type UserDocumentsDto = z.infer<typeof userDocumentsDto>;
export type TransferInfoDto = z.infer<typeof transferInfoDto>;
