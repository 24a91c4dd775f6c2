import { useTranslation } from 'react-i18next';
import type { EmailTypeDto } from '@/api/types/config';
import { useTrailingColumns } from '@/components/config/columns';
import type { ResourceColumn } from '@/components/list/columns';
import { emailTypesResource } from './emailTypesResource';
import { VariableTags } from '@/components/config/VariableTags';

export function useEmailTypeColumns(onEdit: (row: EmailTypeDto) => void): ResourceColumn<EmailTypeDto>[] {
  const { t } = useTranslation('config');
  const kindName = (kind: number) => t(`emailTypes.kinds.${kind}`);
  return [
    {
      key: 'kind',
      dataIndex: 'kind',
      title: t('emailTypes.fields.kind'),
      sortable: true,
      render: (kind: number) => kindName(kind),
      exportValue: (row) => kindName(row.kind),
    },
    { key: 'name', dataIndex: 'name', title: t('fields.name'), sortable: true },
    {
      key: 'description',
      dataIndex: 'description',
      title: t('emailTypes.fields.description'),
      defaultHidden: true,
      sortable: false,
    },
    {
      key: 'variables',
      dataIndex: 'variables',
      title: t('emailTypes.fields.variables'),
      sortable: false,
      width: 360,
      render: (variables: string[]) => <VariableTags variables={variables} />,
      exportValue: (row) => row.variables.map((v) => `{{${v}}}`).join(' '),
    },
    ...useTrailingColumns(emailTypesResource, onEdit),
  ];
}
