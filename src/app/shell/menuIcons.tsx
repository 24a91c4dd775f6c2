import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

const names = [
  'ApartmentOutlined',
  'AppstoreOutlined',
  'BankOutlined',
  'CloudServerOutlined',
  'CreditCardOutlined',
  'DashboardOutlined',
  'DatabaseOutlined',
  'DollarOutlined',
  'FileTextOutlined',
  'GlobalOutlined',
  'HistoryOutlined',
  'IdcardOutlined',
  'LinkOutlined',
  'MailOutlined',
  'SafetyOutlined',
  'SettingOutlined',
  'ShopOutlined',
  'ShoppingCartOutlined',
  'SwapOutlined',
  'TagsOutlined',
  'TeamOutlined',
  'TranslationOutlined',
  'UserOutlined',
  'WalletOutlined',
] as const satisfies readonly IconName[];

export type MenuIconName = (typeof names)[number];

/** The side menu's icons, named by the route table (routes.tsx) and loaded with the shell only (inline SVG). */
export const menuIcons = Object.fromEntries(
  names.map((name) => [name, <Icon key={name} name={name} />]),
) as Record<MenuIconName, ReactNode>;
