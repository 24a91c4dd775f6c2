import { CopyOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Input, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import { generatePassword } from '@/lib/password';
import { useFeedback } from '@/components/feedback/useFeedback';

export interface PasswordFieldProps {
  id?: string;
  value?: string;
  onChange?(value: string): void;
  autoComplete?: string;
  'aria-invalid'?: boolean;
}

/**
 * A password box with Generate (8 characters, strict, digits, no look-alikes; shown in clear so it can be read)
 * and Copy. Use as the child of a Form.Item.
 */
export function PasswordField({
  id,
  value,
  onChange,
  autoComplete = 'new-password',
  ...rest
}: PasswordFieldProps) {
  const { t } = useTranslation('toolkit');
  const { message } = useFeedback();
  const [visible, setVisible] = useState(false);
  const copy = async () => {
    try {
      await copyText(value ?? '');
      void message.success(t('password.copied'));
    } catch {
      void message.error(t('password.copyFailed'));
    }
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input.Password
        id={id}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={rest['aria-invalid']}
        visibilityToggle={{ visible, onVisibleChange: setVisible }}
        onChange={(e) => onChange?.(e.target.value)}
      />
      <Tooltip title={t('password.generateHint')}>
        <Button
          icon={<ThunderboltOutlined />}
          onClick={() => {
            onChange?.(generatePassword());
            setVisible(true);
          }}
        >
          {t('password.generate')}
        </Button>
      </Tooltip>
      <Tooltip title={t('password.copy')}>
        <Button
          icon={<CopyOutlined />}
          aria-label={t('password.copy')}
          disabled={!value}
          onClick={() => void copy()}
        />
      </Tooltip>
    </Space.Compact>
  );
}
