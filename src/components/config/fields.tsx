import { Form, Input, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MaxLength } from '@/api/schemas/rules';
import { checks } from './checks';
import { useConfigRules } from './useConfigRules';

/**
 * The fields most configuration forms share, with the shared schemas' rules: a record's code, its name, an
 * http(s) address and the active switch.
 */
interface FieldProps {
  name?: string;
  label?: string;
  extra?: ReactNode;
}

/** A configuration code ("RS", "TV-01"): required, letters, digits, '.', '_' and '-'. */
export function CodeField({ name = 'code', label, extra }: FieldProps) {
  const { t } = useTranslation('config');
  const rules = useConfigRules();
  return (
    <Form.Item
      name={name}
      label={label ?? t('fields.code')}
      required
      extra={extra}
      rules={[rules.requiredNotBlank(), rules.maxLength(MaxLength.code), rules.check(checks.code)]}
    >
      <Input autoComplete="off" spellCheck={false} style={{ maxWidth: 240 }} />
    </Form.Item>
  );
}

/** A required display name. */
export function NameField({
  name = 'name',
  label,
  extra,
  max = MaxLength.displayName,
}: FieldProps & { max?: number }) {
  const { t } = useTranslation('config');
  const rules = useConfigRules();
  return (
    <Form.Item
      name={name}
      label={label ?? t('fields.name')}
      required
      extra={extra}
      rules={[rules.requiredNotBlank(), rules.maxLength(max)]}
    >
      <Input autoComplete="off" />
    </Form.Item>
  );
}

/** An absolute http(s) address; `required` may follow another field (a simulator needs none). */
export function UrlField({
  name = 'endpoint',
  label,
  extra,
  required = true,
  dependencies,
}: FieldProps & {
  required?: boolean;
  dependencies?: string[];
}) {
  const rules = useConfigRules();
  return (
    <Form.Item
      name={name}
      label={label}
      required={required}
      extra={extra}
      dependencies={dependencies}
      rules={[
        ...(required ? [rules.requiredNotBlank()] : []),
        rules.maxLength(MaxLength.url),
        rules.check(checks.url),
      ]}
    >
      <Input autoComplete="off" spellCheck={false} inputMode="url" placeholder="https://" />
    </Form.Item>
  );
}

/** The `isActive` switch. */
export function ActiveField() {
  const { t } = useTranslation('config');
  return (
    <Form.Item name="isActive" label={t('fields.isActive')} valuePropName="checked">
      <Switch />
    </Form.Item>
  );
}
