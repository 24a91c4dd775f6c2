import { useTranslation } from 'react-i18next';
import type { LanguageCodeDto } from '@/api/types/config';
import { Code, useTrailingColumns } from '@/components/config/columns';
import type { ResourceColumn } from '@/components/list/columns';
import { languageCodesResource } from './languageCodesResource';

export function useLanguageCodeColumns(
  onEdit: (row: LanguageCodeDto) => void,
): ResourceColumn<LanguageCodeDto>[] {
  const { t } = useTranslation('config');
  return [
    {
      key: 'code',
      dataIndex: 'code',
      title: t('fields.code'),
      sortable: true,
      render: (code: string) => <Code>{code}</Code>,
    },
    { key: 'name', dataIndex: 'name', title: t('fields.name'), sortable: true },
    {
      key: 'nativeName',
      dataIndex: 'nativeName',
      title: t('languageCodes.fields.nativeName'),
      sortable: true,
      render: (name: string, row) => <span lang={row.code}>{name}</span>,
    },
    {
      key: 'culture',
      dataIndex: 'culture',
      title: t('languageCodes.fields.culture'),
      sortable: true,
      render: (culture: string) => <Code>{culture}</Code>,
    },
    ...useTrailingColumns(languageCodesResource, onEdit),
  ];
}
