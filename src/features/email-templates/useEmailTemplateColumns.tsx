import { useTranslation } from 'react-i18next';
import type { EmailTemplateDto } from '@/api/types/config';
import { Code, useTrailingColumns } from '@/components/config/columns';
import type { ResourceColumn } from '@/components/list/columns';
import { emailTemplatesResource } from './emailTemplatesResource';

export function useEmailTemplateColumns(
  onEdit: (row: EmailTemplateDto) => void,
): ResourceColumn<EmailTemplateDto>[] {
  const { t } = useTranslation('config');
  const kindName = (kind: number) => t(`emailTypes.kinds.${kind}`);
  return [
    {
      key: 'emailTypeName',
      dataIndex: 'emailTypeName',
      title: t('emailTemplates.fields.emailType'),
      sortable: true,
    },
    {
      key: 'kind',
      dataIndex: 'kind',
      title: t('emailTypes.fields.kind'),
      sortable: true,
      defaultHidden: true,
      render: (kind: number) => kindName(kind),
      exportValue: (row) => kindName(row.kind),
    },
    {
      key: 'languageCode',
      dataIndex: 'languageCode',
      title: t('emailTemplates.fields.languageCode'),
      sortable: true,
      render: (code: string) => <Code>{code}</Code>,
    },
    {
      key: 'subject',
      dataIndex: 'subject',
      title: t('emailTemplates.fields.subject'),
      sortable: true,
      render: (subject: string) => <span style={{ overflowWrap: 'anywhere' }}>{subject}</span>,
    },
    ...useTrailingColumns(emailTemplatesResource, onEdit),
  ];
}
