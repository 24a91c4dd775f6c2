import {
  ApartmentOutlined,
  AppstoreOutlined,
  BankOutlined,
  CloudServerOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DollarOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HistoryOutlined,
  IdcardOutlined,
  LinkOutlined,
  MailOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SwapOutlined,
  TagsOutlined,
  TeamOutlined,
  TranslationOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { Permissions, type PermissionName } from '@/api/permissions';
import { lazyPart } from './lazyPart';

/**
 * The route table: the one source of truth for the router, the side menu, breadcrumbs and the document title.
 */
export type MenuGroup = 'email';

export interface AdminRoute {
  path: string;
  /** Translation key of the page title, menu entry and breadcrumb. */
  titleKey: string;
  icon: ReactNode;
  /** Needed to open the route; none means every signed-in user. */
  permission?: PermissionName;
  /** Needed to see the menu entry; the route permission unless stated (the spec differs for two entries). */
  menuPermission?: PermissionName;
  group?: MenuGroup;
  inMenu: boolean;
  /** The spec's tenant-required flag: false for every item. */
  tenantRequired: false;
  Page: LazyExoticComponent<ComponentType>;
  /** Delivered by a later issue; shows the "coming soon" page until then. */
  comingSoon: boolean;
}

export const menuGroups: Record<MenuGroup, { titleKey: string; icon: ReactNode }> = {
  email: { titleKey: 'shell:nav.email', icon: <MailOutlined aria-hidden /> },
};

const ComingSoon = lazyPart('shell:comingSoon.tag', () => import('./pages/ComingSoonPage'));

interface Options {
  permission?: PermissionName;
  menuPermission?: PermissionName;
  group?: MenuGroup;
  inMenu?: boolean;
  page?: LazyExoticComponent<ComponentType>;
}

const route = (path: string, name: string, icon: ReactNode, options: Options = {}): AdminRoute => ({
  path,
  titleKey: `shell:nav.${name}`,
  icon,
  permission: options.permission,
  menuPermission: options.menuPermission ?? options.permission,
  group: options.group,
  inMenu: options.inMenu ?? true,
  tenantRequired: false,
  Page: options.page ?? ComingSoon,
  comingSoon: !options.page,
});

const page = (name: string, load: () => Promise<{ default: ComponentType }>) =>
  lazyPart(`shell:nav.${name}`, load);

const P = Permissions;

export const adminRoutes: readonly AdminRoute[] = [
  route('/admin', 'dashboard', <DashboardOutlined aria-hidden />, {
    page: page('dashboard', () => import('./pages/DashboardPage')),
  }),
  route('/tenants', 'tenants', <ApartmentOutlined aria-hidden />, {
    permission: P.Tenants,
    page: page('tenants', () => import('@/features/tenants/TenantsPage')),
  }),
  route('/users', 'users', <TeamOutlined aria-hidden />, {
    permission: P.Users,
    page: page('users', () => import('@/features/users/UsersPage')),
  }),
  route('/roles', 'roles', <SafetyOutlined aria-hidden />, {
    permission: P.Roles,
    page: page('roles', () => import('@/features/roles/RolesPage')),
  }),
  route('/profile-settings', 'profileSettings', <SettingOutlined aria-hidden />, {
    permission: P.Users,
    inMenu: false,
    page: page('profileSettings', () => import('@/features/profile/ProfileSettingsPage')),
  }),
  route('/orders', 'orders', <ShoppingCartOutlined aria-hidden />, { permission: P.Orders }),
  route('/reservation-links', 'reservationLinks', <LinkOutlined aria-hidden />, {
    permission: P.ReservationLinkGenerators,
  }),
  route('/customers', 'customers', <IdcardOutlined aria-hidden />, { permission: P.Customers }),
  route('/email-accounts', 'emailAccounts', <UserOutlined aria-hidden />, {
    permission: P.EmailAccounts,
    group: 'email',
  }),
  route('/email-types', 'emailTypes', <TagsOutlined aria-hidden />, {
    permission: P.EmailTypes,
    group: 'email',
  }),
  route('/email-templates', 'emailTemplates', <FileTextOutlined aria-hidden />, {
    permission: P.EmailTemplates,
    group: 'email',
  }),
  route('/currencies', 'currencies', <DollarOutlined aria-hidden />, {
    permission: P.Currencies,
    menuPermission: P.Tenants,
  }),
  route('/tenant-currencies', 'tenantCurrencies', <WalletOutlined aria-hidden />, {
    permission: P.TenantCurrencies,
    menuPermission: P.Currencies,
  }),
  route('/bank-accounts', 'bankAccounts', <BankOutlined aria-hidden />, { permission: P.BankAccounts }),
  route('/markets', 'markets', <ShopOutlined aria-hidden />, { permission: P.Markets }),
  route('/payment-providers', 'paymentProviders', <CreditCardOutlined aria-hidden />, {
    permission: P.PaymentProviders,
  }),
  route('/reservation-providers', 'reservationProviders', <CloudServerOutlined aria-hidden />, {
    permission: P.ReservationProviders,
  }),
  route('/reservation-provider-markets', 'reservationProviderMarkets', <GlobalOutlined aria-hidden />, {
    permission: P.ReservationProviderMarkets,
  }),
  route('/bank-transfers', 'bankTransfers', <SwapOutlined aria-hidden />, { permission: P.BankTransfer }),
  route('/login-logs', 'loginLogs', <HistoryOutlined aria-hidden />, {
    permission: P.LoginLogs,
    page: page('loginLogs', () => import('@/features/login-logs/LoginLogsPage')),
  }),
  route('/payment-available-agencies', 'paymentAvailableAgencies', <AppstoreOutlined aria-hidden />, {
    permission: P.PaymentAvailableAgencies,
  }),
  route('/transfer-information-settings', 'transferInformationSettings', <SettingOutlined aria-hidden />, {
    permission: P.TransferInformationSettings,
  }),
  route('/language-codes', 'languageCodes', <TranslationOutlined aria-hidden />),
  route('/cache-management', 'cacheManagement', <DatabaseOutlined aria-hidden />),
];

/** The public routes of the booking flow, delivered by a later issue. */
export const publicPaths = [
  '/',
  '/extra-services',
  '/payment',
  '/result',
  '/result/:paymentId',
  '/revolut-payment-form',
] as const;

/** The admin route a path belongs to (`/users/5` → `/users`). */
export function findAdminRoute(pathname: string): AdminRoute | undefined {
  const first = `/${pathname.split('/')[1] ?? ''}`.toLowerCase();
  return adminRoutes.find((r) => r.path === first);
}
