import { api } from '../http';
import type { PagedResultDto } from '../types/abp';
import type {
  BankTransferCommitInput,
  BankTransferDetailDto,
  BankTransferDto,
  GetBankTransfersInput,
} from '../types/operations';

/**
 * BankTransfer service (`/api/services/app/BankTransfer/*`): the list (`GetAll`, every filter of spec §3), one
 * transfer with its audit trail (`GetBankTransfer`) and the exactly-once commit (`BankTransferCommit`).
 */
export const bankTransfersApi = {
  getAll: (input: GetBankTransfersInput, signal?: AbortSignal) =>
    api.get<PagedResultDto<BankTransferDto>>('BankTransfer/GetAll', input, { signal }),
  get: (id: number, signal?: AbortSignal) =>
    api.get<BankTransferDetailDto>('BankTransfer/GetBankTransfer', { Id: id }, { signal }),
  /** The money arrived: pending → successful and its payment → succeeded; a 400 says why when it is not pending. */
  commit: (input: BankTransferCommitInput) =>
    api.post<BankTransferDto>('BankTransfer/BankTransferCommit', input),
};
