import { useTranslation } from 'react-i18next';
import type { BankAccountDto } from '@/api/types/config';
import { Code, useTrailingColumns } from '@/components/config/columns';
import { IbanText } from '@/components/config/IbanInput';
import type { ResourceColumn } from '@/components/list/columns';
import { bankAccountsResource } from './bankAccountsResource';

export function useBankAccountColumns(
  onEdit: (row: BankAccountDto) => void,
): ResourceColumn<BankAccountDto>[] {
  const { t } = useTranslation('config');
  return [
    { key: 'bankName', dataIndex: 'bankName', title: t('bankAccounts.fields.bankName'), sortable: true },
    {
      key: 'accountHolder',
      dataIndex: 'accountHolder',
      title: t('bankAccounts.fields.accountHolder'),
      sortable: true,
    },
    {
      key: 'iban',
      dataIndex: 'iban',
      title: t('bankAccounts.fields.iban'),
      sortable: true,
      render: (iban: string) => <IbanText iban={iban} />,
    },
    {
      key: 'swiftCode',
      dataIndex: 'swiftCode',
      title: t('bankAccounts.fields.swiftCode'),
      sortable: true,
      render: (code: string) => <Code>{code}</Code>,
    },
    {
      key: 'currencyCode',
      dataIndex: 'currencyCode',
      title: t('fields.currency'),
      sortable: true,
      render: (code: string) => <Code>{code}</Code>,
    },
    ...useTrailingColumns(bankAccountsResource, onEdit),
  ];
}
