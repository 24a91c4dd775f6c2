import type { ComponentType, LazyExoticComponent } from 'react';
import { matchPath } from 'react-router-dom';
import { Permissions, type PermissionName } from '@/api/permissions';
import { followsWorkingTenant } from '@/auth/hostWideScreens';
import { lazyPart } from './lazyPart';
import type { MenuIconName } from './shell/menuIcons';

/**
 * The route table: the one source of truth for the router, the side menu, breadcrumbs and the document title.
 */
export type MenuGroup = 'email';

export interface AdminRoute {
  path: string;
  /** Translation key of the page title, menu entry and breadcrumb. */
  titleKey: string;
  /** The menu icon, by name: the icons load with the shell, not with the route table. */
  icon: MenuIconName;
  /** Needed to open the route; none means every signed-in user. */
  permission?: PermissionName;
  /** Needed to see the menu entry; the route permission unless stated (the spec differs for two entries). */
  menuPermission?: PermissionName;
  group?: MenuGroup;
  inMenu: boolean;
  /** The spec's tenant-required flag: false for every item. */
  tenantRequired: false;
  Page: LazyExoticComponent<ComponentType>;
  /** Starts loading the page's chunk (at startup, in parallel with the shell). */
  preload?: () => Promise<unknown>;
  /**
   * Records have addresses: the route also matches `{path}/:recordId` (`/users/5`, `/users/new`), which opens
   * the page's form or detail drawer on that record (see `useResourceForm`'s `routed`).
   */
  records: boolean;
  /**
   * A host-wide screen: it keeps the host's view while the host works in a tenant (the one rule, in
   * src/auth/hostWideScreens.ts); every other screen shows the working tenant's data.
   */
  hostWide: boolean;
}

export const menuGroups: Record<MenuGroup, { titleKey: string; icon: MenuIconName }> = {
  email: { titleKey: 'shell:nav.email', icon: 'MailOutlined' },
};

interface Options {
  permission?: PermissionName;
  menuPermission?: PermissionName;
  group?: MenuGroup;
  inMenu?: boolean;
  page: LazyPage;
  records?: boolean;
}

const route = (path: string, name: string, icon: MenuIconName, options: Options): AdminRoute => ({
  path,
  titleKey: `shell:nav.${name}`,
  icon,
  permission: options.permission,
  menuPermission: options.menuPermission ?? options.permission,
  group: options.group,
  inMenu: options.inMenu ?? true,
  tenantRequired: false,
  Page: options.page,
  preload: options.page.preload,
  records: options.records ?? false,
  hostWide: !followsWorkingTenant(path),
});

type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

const page = (name: string, load: () => Promise<{ default: ComponentType }>): LazyPage =>
  Object.assign(lazyPart(`shell:nav.${name}`, load), { preload: load });

const P = Permissions;

export const adminRoutes: readonly AdminRoute[] = [
  route('/admin', 'dashboard', 'DashboardOutlined', {
    page: page('dashboard', () => import('./pages/DashboardPage')),
  }),
  route('/tenants', 'tenants', 'ApartmentOutlined', {
    permission: P.Tenants,
    records: true,
    page: page('tenants', () => import('@/features/tenants/TenantsPage')),
  }),
  route('/users', 'users', 'TeamOutlined', {
    permission: P.Users,
    records: true,
    page: page('users', () => import('@/features/users/UsersPage')),
  }),
  route('/roles', 'roles', 'SafetyOutlined', {
    permission: P.Roles,
    records: true,
    page: page('roles', () => import('@/features/roles/RolesPage')),
  }),
  route('/profile-settings', 'profileSettings', 'SettingOutlined', {
    permission: P.Users,
    inMenu: false,
    page: page('profileSettings', () => import('@/features/profile/ProfileSettingsPage')),
  }),
  route('/orders', 'orders', 'ShoppingCartOutlined', {
    permission: P.Orders,
    records: true,
    page: page('orders', () => import('@/features/operations/OrdersPage')),
  }),
  route('/reservation-links', 'reservationLinks', 'LinkOutlined', {
    permission: P.ReservationLinkGenerators,
    page: page('reservationLinks', () => import('@/features/reservation-links/ReservationLinksPage')),
  }),
  route('/customers', 'customers', 'IdcardOutlined', {
    permission: P.Customers,
    records: true,
    page: page('customers', () => import('@/features/operations/CustomersPage')),
  }),
  route('/email-accounts', 'emailAccounts', 'UserOutlined', {
    permission: P.EmailAccounts,
    group: 'email',
    page: page('emailAccounts', () => import('@/features/email-accounts/EmailAccountsPage')),
  }),
  route('/email-types', 'emailTypes', 'TagsOutlined', {
    permission: P.EmailTypes,
    group: 'email',
    page: page('emailTypes', () => import('@/features/email-types/EmailTypesPage')),
  }),
  route('/email-templates', 'emailTemplates', 'FileTextOutlined', {
    permission: P.EmailTemplates,
    group: 'email',
    page: page('emailTemplates', () => import('@/features/email-templates/EmailTemplatesPage')),
  }),
  route('/currencies', 'currencies', 'DollarOutlined', {
    permission: P.Currencies,
    menuPermission: P.Tenants,
    page: page('currencies', () => import('@/features/currencies/CurrenciesPage')),
  }),
  route('/tenant-currencies', 'tenantCurrencies', 'WalletOutlined', {
    permission: P.TenantCurrencies,
    menuPermission: P.Currencies,
    page: page('tenantCurrencies', () => import('@/features/tenant-currencies/TenantCurrenciesPage')),
  }),
  route('/bank-accounts', 'bankAccounts', 'BankOutlined', {
    permission: P.BankAccounts,
    page: page('bankAccounts', () => import('@/features/bank-accounts/BankAccountsPage')),
  }),
  route('/markets', 'markets', 'ShopOutlined', {
    permission: P.Markets,
    records: true,
    page: page('markets', () => import('@/features/markets/MarketsPage')),
  }),
  route('/payment-providers', 'paymentProviders', 'CreditCardOutlined', {
    permission: P.PaymentProviders,
    page: page('paymentProviders', () => import('@/features/payment-providers/PaymentProvidersPage')),
  }),
  route('/reservation-providers', 'reservationProviders', 'CloudServerOutlined', {
    permission: P.ReservationProviders,
    records: true,
    page: page(
      'reservationProviders',
      () => import('@/features/reservation-providers/ReservationProvidersPage'),
    ),
  }),
  route('/reservation-provider-markets', 'reservationProviderMarkets', 'GlobalOutlined', {
    permission: P.ReservationProviderMarkets,
    records: true,
    page: page(
      'reservationProviderMarkets',
      () => import('@/features/reservation-provider-markets/ProviderMarketsPage'),
    ),
  }),
  route('/bank-transfers', 'bankTransfers', 'SwapOutlined', {
    permission: P.BankTransfer,
    records: true,
    page: page('bankTransfers', () => import('@/features/bank-transfers/BankTransfersPage')),
  }),
  route('/login-logs', 'loginLogs', 'HistoryOutlined', {
    permission: P.LoginLogs,
    records: true,
    page: page('loginLogs', () => import('@/features/login-logs/LoginLogsPage')),
  }),
  route('/payment-available-agencies', 'paymentAvailableAgencies', 'AppstoreOutlined', {
    permission: P.PaymentAvailableAgencies,
    page: page(
      'paymentAvailableAgencies',
      () => import('@/features/payment-available-agencies/PaymentAvailableAgenciesPage'),
    ),
  }),
  route('/transfer-information-settings', 'transferInformationSettings', 'SettingOutlined', {
    permission: P.TransferInformationSettings,
    records: true,
    page: page(
      'transferInformationSettings',
      () => import('@/features/transfer-information-settings/TransferSettingsPage'),
    ),
  }),
  route('/tenant-settings', 'tenantSettings', 'SettingOutlined', {
    permission: P.TenantSettings,
    page: page('tenantSettings', () => import('@/features/tenant-settings/TenantSettingsPage')),
  }),
  route('/language-codes', 'languageCodes', 'TranslationOutlined', {
    records: true,
    page: page('languageCodes', () => import('@/features/language-codes/LanguageCodesPage')),
  }),
  route('/cache-management', 'cacheManagement', 'DatabaseOutlined', {
    page: page('cacheManagement', () => import('@/features/cache-management/CacheManagementPage')),
  }),
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

/** Whether a path is one of the public pages (which load no antd). */
export const isPublicPath = (pathname: string) =>
  publicPaths.some((path) => matchPath(path, pathname) !== null);

/** The sign-in page, whatever the case of its address. */
export const isSignInPath = (pathname: string) => pathname.toLowerCase() === '/login';

/** The admin route a path belongs to (`/users/5` → `/users`). */
export function findAdminRoute(pathname: string): AdminRoute | undefined {
  const first = `/${pathname.split('/')[1] ?? ''}`.toLowerCase();
  return adminRoutes.find((r) => r.path === first);
}
