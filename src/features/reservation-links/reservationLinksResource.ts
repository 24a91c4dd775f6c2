import { Permissions } from '@/api/permissions';
import { reservationLinkSorting } from '@/api/schemas/listFields';
import { reservationLinksApi } from '@/api/services/operations';
import { crudResource } from '@/components/resource/resource';

/**
 * Reservation links (ReservationLinkGenerator/GetAll, GenerateReservationLink). Read only as a list: links are
 * made by the generator form, never edited or deleted (they expire).
 */
export const reservationLinksResource = crudResource('reservationLinks', reservationLinksApi, {
  permission: Permissions.ReservationLinkGenerators,
  readOnly: true,
  sorting: reservationLinkSorting,
  getTitle: (link) => `${link.voucherNo} · ${link.agentCode}`,
});

/** Expiry presets offered by the generator, in hours (the server accepts 1 to 720; three days by default). */
export const expiryPresets = [
  { hours: 24, days: 1 },
  { hours: 72, days: 3 },
  { hours: 168, days: 7 },
  { hours: 720, days: 30 },
] as const;
