import { Permissions } from '@/api/permissions';
import type { BankAccountDto, CreateBankAccountDto } from '@/api/types/config';
import { configResource } from '@/components/config/configApi';
import { formatIban } from '@/api/schemas/banking';

/** The tenant's bank accounts, shown in bank-transfer instructions. */
export const bankAccountsResource = configResource<BankAccountDto, CreateBankAccountDto>({
  name: 'bank-accounts',
  service: 'BankAccount',
  getTitle: (a) => `${a.bankName} (${formatIban(a.iban)})`,
  write: Permissions.BankAccounts,
});

export interface BankAccountFormValues extends Record<string, unknown> {
  bankName: string;
  accountHolder: string;
  iban: string;
  swiftCode: string;
  currencyId: number;
  isActive: boolean;
}
