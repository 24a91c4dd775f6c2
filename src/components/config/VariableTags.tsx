import { Flex, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  variables: readonly string[];
  /** Makes each tag a button that inserts its placeholder. */
  onPick?(variable: string): void;
}

/** The variables of an e-mail type as `{{name}}` tags, each explained in a tooltip. */
export function VariableTags({ variables, onPick }: Props) {
  const { t } = useTranslation('config');
  return (
    <Flex wrap gap={4}>
      {variables.map((name) => {
        const text = `{{${name}}}`;
        const description = t(`emailTypes.variables.${name}`, { defaultValue: name });
        return (
          <Tooltip key={name} title={description}>
            {onPick ? (
              <Tag.CheckableTag
                checked={false}
                onChange={() => onPick(name)}
                aria-label={t('emailTemplates.form.insert', { variable: text, description })}
                style={{ fontFamily: 'monospace', border: '1px dashed var(--ant-color-border, #d9d9d9)' }}
              >
                {text}
              </Tag.CheckableTag>
            ) : (
              <Tag style={{ fontFamily: 'monospace', marginInlineEnd: 0 }}>{text}</Tag>
            )}
          </Tooltip>
        );
      })}
    </Flex>
  );
}
