import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaughtMessageDto } from '@/api/types/config';
import { DateTime } from '@/components/display/DateTime';
import { SafeHtmlFrame } from '@/components/display/SafeHtmlFrame';
import { useIsPhone } from '@/components/hooks/useIsPhone';
import { emailAccountsApi, emailAccountsResource } from './emailAccountsResource';

/** One caught message: its envelope, and its HTML body sanitized in a sandboxed frame (or its text). */
export function CaughtMessageDrawer({
  message,
  onClose,
}: {
  message: CaughtMessageDto | null;
  onClose(): void;
}) {
  const { t } = useTranslation('config');
  const phone = useIsPhone();
  const detail = useQuery({
    queryKey: [emailAccountsResource.name, 'caught-message', message?.id],
    queryFn: ({ signal }) => emailAccountsApi.caughtMessage(message!.id, signal),
    enabled: message !== null,
  });
  const body = detail.data;
  return (
    <Drawer
      open={message !== null}
      onClose={onClose}
      title={message?.subject || t('emailAccounts.caught.noSubject')}
      size={phone ? '100%' : 720}
      destroyOnHidden
    >
      {message && (
        <Descriptions
          column={1}
          size="small"
          style={{ marginBottom: 16 }}
          items={[
            { key: 'from', label: t('emailAccounts.caught.from'), children: message.from },
            { key: 'to', label: t('emailAccounts.caught.to'), children: message.to.join(', ') },
            {
              key: 'receivedAt',
              label: t('emailAccounts.caught.receivedAt'),
              children: <DateTime value={message.receivedAt} />,
            },
          ]}
        />
      )}
      {detail.isPending && message && <Skeleton active />}
      {detail.isError && <Alert type="error" showIcon title={detail.error.message} />}
      {body &&
        (body.html ? (
          <SafeHtmlFrame html={body.html} title={t('emailAccounts.caught.body')} style={{ minHeight: 420 }} />
        ) : (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
            {body.text || t('emailAccounts.caught.noBody')}
          </Typography.Paragraph>
        ))}
    </Drawer>
  );
}
