import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../hooks/useIsPhone';
import type { ColumnSettingsState } from './useColumnSettings';

/** The columns button: show or hide each column and move it up or down; remembered per user and tenant. */
export function ColumnSettings({ settings }: { settings: ColumnSettingsState }) {
  const { t } = useTranslation('toolkit');
  const phone = useIsPhone();
  const visibleCount = settings.items.filter((i) => i.visible).length;
  const content = (
    <div style={{ minWidth: 240, maxWidth: 320 }}>
      <ul aria-label={t('columns.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {settings.items.map((item, index) => (
          <li key={item.key}>
            <Flex align="center" gap={4} justify="space-between">
              <Checkbox
                checked={item.visible}
                // The last visible column cannot be hidden: an empty table helps nobody.
                disabled={item.visible && visibleCount === 1}
                onChange={(e) => settings.toggle(item.key, e.target.checked)}
              >
                {item.title}
              </Checkbox>
              <span style={{ whiteSpace: 'nowrap' }}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('columns.moveUp', { column: item.title })}
                  disabled={index === 0}
                  onClick={() => settings.move(item.key, -1)}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('columns.moveDown', { column: item.title })}
                  disabled={index === settings.items.length - 1}
                  onClick={() => settings.move(item.key, 1)}
                />
              </span>
            </Flex>
          </li>
        ))}
      </ul>
      <Flex justify="space-between" align="center" style={{ marginTop: 8 }}>
        <span className="app-text-secondary" style={{ fontSize: 12 }}>
          {t('columns.saved')}
        </span>
        <Button size="small" type="link" disabled={!settings.customized} onClick={settings.reset}>
          {t('columns.reset')}
        </Button>
      </Flex>
    </div>
  );
  return (
    <Popover content={content} title={t('columns.title')} trigger="click" placement="bottomRight">
      <Button icon={<SettingOutlined />} aria-label={phone ? t('columns.button') : undefined}>
        {!phone && t('columns.button')}
      </Button>
    </Popover>
  );
}
