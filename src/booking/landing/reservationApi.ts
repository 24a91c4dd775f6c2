import type {
  GetReservationInput,
  HotelDetailDto,
  HotelImagesDto,
  HotelLocationDto,
  ReservationDto,
  TransferInfoDto,
  UserDocumentsDto,
} from '@/api/schemas/reservation';
import { bookingApi } from '../api';
import { bookingSession } from '../session';

/** The public Reservation and TransferInformation calls of the landing page (server/services/Reservation.ts). */
export const reservationApi = {
  /** Voucher or link token plus surname or phone, or (no proof given) the stored grant. */
  getReservation: (params: GetReservationInput, signal?: AbortSignal) =>
    bookingApi.get<ReservationDto>('Reservation/GetReservation', params, { signal }),
  hotelDetail: (tvHotelCode: string, language: string) =>
    bookingApi.get<HotelDetailDto>('Reservation/GetHotelDetail', { tvHotelCode, language }),
  hotelImages: (tvHotelCode: string, language: string) =>
    bookingApi.get<HotelImagesDto>('Reservation/GetHotelImages', { tvHotelCode, language }),
  hotelLocation: (tvHotelCode: string) =>
    bookingApi.get<HotelLocationDto>('Reservation/GetHotelLocation', { tvHotelCode }),
  documents: (tenantId: number, voucherNo: string) =>
    bookingApi.get<UserDocumentsDto>('Reservation/GetUserDocument', { tenantId, voucherNo }),
  transferInfo: (
    tenantId: number,
    transfer: { supplierBookingNumber: string; supplierCode: string; departureDate: string },
  ) => bookingApi.get<TransferInfoDto>('TransferInformation/GetTransferInfo', { tenantId, ...transfer }),
};

/** Keeps the visitor's booking session for the other pages: the order, its voucher and the server's grant. */
export function rememberReservation(reservation: ReservationDto) {
  const previous = bookingSession.get();
  bookingSession.set({
    tenantId: reservation.tenantId,
    orderId: reservation.orderId,
    voucherNo: reservation.voucherNo,
    basketId: previous?.orderId === reservation.orderId ? previous.basketId : null,
    grant: reservation.bookingGrant,
    grantExpiresAt: reservation.bookingGrantExpiresAt,
  });
}
