import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface GeneratedPassword {
  tenantName: string;
  password: string;
}

/** Shows, once, the password the server generated for a new tenant's admin, with a copy button. */
export function GeneratedPasswordModal({
  value,
  onClose,
}: {
  value: GeneratedPassword | null;
  onClose(): void;
}) {
  const { t } = useTranslation('tenants');
  return (
    <Modal
      open={!!value}
      title={t('generated.title', { name: value?.tenantName })}
      onOk={onClose}
      onCancel={onClose}
      okText={t('generated.close')}
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('generated.content')}</Typography.Paragraph>
      <Typography.Paragraph
        code
        copyable={{ text: value?.password, tooltips: [t('generated.copy'), t('generated.copied')] }}
        aria-label={t('generated.label')}
      >
        {value?.password}
      </Typography.Paragraph>
      <Alert type="warning" showIcon title={t('generated.once')} />
    </Modal>
  );
}
