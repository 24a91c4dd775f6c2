/**
 * What the list screens need of the shared schemas before any form opens: the fields each list sorts by (the
 * server's whitelist too) and the order statuses. Plain constants without zod, so that a list's first load does
 * not fetch zod (25 KB gzip); the schema modules re-export them.
 */

/** Order status: 1 pending (nothing paid yet), 2 partially paid, 3 paid, 4 cancelled. */
export const OrderStatus = { Pending: 1, PartiallyPaid: 2, Paid: 3, Cancelled: 4 } as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
export const orderStatuses: readonly OrderStatus[] = [1, 2, 3, 4];

/** The fields User/GetAll sorts by (Sorting/SortBy); the server's whitelist and the list's sortable columns. */
export const userSorting = [
  'id',
  'userName',
  'name',
  'surname',
  'emailAddress',
  'isActive',
  'creationTime',
  'lastLoginTime',
] as const;

/** The fields Tenant/GetAll sorts by; the server's whitelist and the list's sortable columns. */
export const tenantSorting = ['id', 'tenancyName', 'name', 'isActive', 'creationTime'] as const;

/** The fields Role/GetAll sorts by; the server's whitelist and the list's sortable columns. */
export const roleSorting = ['id', 'name', 'displayName', 'description', 'isStatic', 'creationTime'] as const;

/** The fields Log/GetLoginLogs sorts by; the server's whitelist and the list's sortable columns. */
export const loginLogSorting = [
  'creationTime',
  'userNameOrEmailAddress',
  'clientIpAddress',
  'tenancyName',
  'isSuccess',
] as const;

/** The fields Order/GetOrders sorts by (Sorting/SortBy). */
export const orderSorting = [
  'id',
  'creationTime',
  'voucherNo',
  'userCode',
  'customerName',
  'hotelName',
  'checkInDate',
  'checkOutDate',
  'amount',
  'paidAmount',
  'currency',
  'isPartialPayment',
  'status',
] as const;

/** The fields Customer/GetCustomers sorts by (Sorting/SortBy). */
export const customerSorting = [
  'id',
  'name',
  'surname',
  'emailAddress',
  'phoneNumber',
  'gender',
  'identityNumber',
  'language',
  'creationTime',
] as const;

export const bankTransferSorting = [
  'id',
  'creationTime',
  'reference',
  'amount',
  'currency',
  'payerEmail',
  'payerName',
  'status',
  'statusTime',
] as const;

export const reservationLinkSorting = [
  'id',
  'creationTime',
  'expiresAt',
  'voucherNo',
  'agentCode',
  'language',
] as const;

export const orderPaymentSorting = [
  'id',
  'creationTime',
  'amount',
  'currency',
  'type',
  'status',
  'payer',
  'email',
  'pushStatus',
] as const;
