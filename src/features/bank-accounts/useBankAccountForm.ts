import { formatIban } from '@/api/schemas/banking';
import type { BankAccountDto } from '@/api/types/config';
import { useResourceForm } from '@/components/form/useResourceForm';
import { bankAccountsResource, type BankAccountFormValues } from './bankAccountsResource';

export function useBankAccountForm() {
  return useResourceForm<BankAccountDto, BankAccountFormValues>({
    resource: bankAccountsResource,
    defaults: { isActive: true },
    toValues: (a) => ({
      bankName: a.bankName,
      accountHolder: a.accountHolder,
      iban: formatIban(a.iban),
      swiftCode: a.swiftCode,
      currencyId: a.currencyId,
      isActive: a.isActive,
    }),
    nameOf: (values) => values.bankName,
  });
}
