import { bankTransferSorting } from '@/api/schemas/listFields';
import { bankTransfersApi } from '@/api/services/bankTransfers';
import type { BankTransferDto } from '@/api/types/operations';
import type { QueryParams } from '@/api/types/lists';
import { defineResource } from '@/components/resource/resource';

/** Bank transfers: listed and committed, never created or edited here; `/bank-transfers/5` is one transfer. */
export const bankTransfersResource = defineResource<BankTransferDto>({
  name: 'bankTransfers',
  list: (params: QueryParams, signal) => bankTransfersApi.getAll(params, signal),
  get: (id, signal) => bankTransfersApi.get(Number(id), signal),
  sorting: bankTransferSorting,
  getTitle: (transfer) => transfer.reference,
});
