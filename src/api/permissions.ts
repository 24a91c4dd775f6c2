/**
 * Every permission the product knows, defined once. The SPA uses these names for routes, the side menu and
 * action buttons; the reference server imports the same module to enforce them and to seed roles.
 */
export const Permissions = {
  Tenants: 'Pages.Tenants',
  TenantsCreate: 'Pages.Tenants.Create',
  TenantsEdit: 'Pages.Tenants.Edit',
  TenantsDelete: 'Pages.Tenants.Delete',
  Users: 'Pages.Users',
  UsersCreate: 'Pages.Users.Create',
  UsersEdit: 'Pages.Users.Edit',
  UsersDelete: 'Pages.Users.Delete',
  UsersActivation: 'Pages.Users.Activation',
  UsersResetPassword: 'Pages.Users.ResetPassword',
  Roles: 'Pages.Roles',
  RolesCreate: 'Pages.Roles.Create',
  RolesEdit: 'Pages.Roles.Edit',
  RolesDelete: 'Pages.Roles.Delete',
  Orders: 'Pages.Orders',
  OrdersPayments: 'Pages.Orders.Payments',
  ReservationLinkGenerators: 'Pages.ReservationLinkGenerators',
  Customers: 'Pages.Customers',
  EmailAccounts: 'Pages.Email.EmailAccounts',
  EmailTypes: 'Pages.Email.EmailTypes',
  EmailTemplates: 'Pages.Email.EmailTemplates',
  Currencies: 'Pages.Currencies',
  TenantCurrencies: 'Pages.Tenant.Currencies',
  BankAccounts: 'Pages.Banks.BankAccounts',
  Markets: 'Pages.Markets',
  PaymentProviders: 'Pages.Payments.Providers',
  PaymentAvailableAgencies: 'Pages.Payments.AvailableAgencies',
  ReservationProviders: 'Pages.ReservationProviders',
  ReservationProviderMarkets: 'Pages.ReservationProvider.Markets',
  BankTransfer: 'Pages.BankTransfer',
  LoginLogs: 'Pages.Logs.LoginLogs',
  TransferInformationSettings: 'Pages_TransferInformationSettings',
  TenantSettings: 'Pages.Tenant.Settings',
} as const;

export type PermissionName = (typeof Permissions)[keyof typeof Permissions];

/** Which side of a multi-tenant installation may hold a permission. */
export type PermissionSide = 'host' | 'tenant' | 'both';

export interface PermissionDefinition {
  name: PermissionName;
  /** English display name; other languages come from translations keyed by the permission name. */
  displayName: string;
  side: PermissionSide;
}

const def = (
  name: PermissionName,
  displayName: string,
  side: PermissionSide = 'both',
): PermissionDefinition => ({
  name,
  displayName,
  side,
});

export const permissionDefinitions: readonly PermissionDefinition[] = [
  def(Permissions.Tenants, 'Tenants', 'host'),
  def(Permissions.TenantsCreate, 'Creating tenants', 'host'),
  def(Permissions.TenantsEdit, 'Editing tenants', 'host'),
  def(Permissions.TenantsDelete, 'Deleting tenants', 'host'),
  def(Permissions.Users, 'Users'),
  def(Permissions.UsersCreate, 'Creating users'),
  def(Permissions.UsersEdit, 'Editing users'),
  def(Permissions.UsersDelete, 'Deleting users'),
  def(Permissions.UsersActivation, 'Users activation'),
  def(Permissions.UsersResetPassword, 'Resetting user passwords'),
  def(Permissions.Roles, 'Roles'),
  def(Permissions.RolesCreate, 'Creating roles'),
  def(Permissions.RolesEdit, 'Editing roles'),
  def(Permissions.RolesDelete, 'Deleting roles'),
  def(Permissions.Orders, 'Orders'),
  def(Permissions.OrdersPayments, 'Order payments'),
  def(Permissions.ReservationLinkGenerators, 'Reservation links'),
  def(Permissions.Customers, 'Customers'),
  def(Permissions.EmailAccounts, 'Email accounts'),
  def(Permissions.EmailTypes, 'Email types'),
  def(Permissions.EmailTemplates, 'Email templates'),
  def(Permissions.Currencies, 'Currencies'),
  def(Permissions.TenantCurrencies, 'Tenant currencies'),
  def(Permissions.BankAccounts, 'Bank accounts'),
  def(Permissions.Markets, 'Markets'),
  def(Permissions.PaymentProviders, 'Payment providers'),
  def(Permissions.PaymentAvailableAgencies, 'Payment available agencies'),
  def(Permissions.ReservationProviders, 'Reservation providers'),
  def(Permissions.ReservationProviderMarkets, 'Reservation provider markets'),
  def(Permissions.BankTransfer, 'Bank transfers'),
  def(Permissions.LoginLogs, 'Login logs'),
  def(Permissions.TransferInformationSettings, 'Transfer information settings'),
  def(Permissions.TenantSettings, 'Tenant settings', 'tenant'),
];

/** Permissions a user on the given side may be granted. */
export function permissionsForSide(isHost: boolean): PermissionDefinition[] {
  return permissionDefinitions.filter((p) => p.side === 'both' || p.side === (isHost ? 'host' : 'tenant'));
}

/**
 * The group a permission belongs to, derived from its name: `Pages.Users.Create` belongs to `Pages.Users`;
 * a top-level permission is its own group.
 */
export function permissionGroup(name: string): string {
  // The names themselves, not permissionDefinitions (the same names, with English labels and sides): the SPA's
  // entry chunk loads this module for the route table, and nothing in the SPA needs the definitions.
  const known: readonly string[] = Object.values(Permissions);
  const parts = name.split('.');
  for (let i = parts.length - 1; i > 0; i -= 1) {
    const prefix = parts.slice(0, i).join('.');
    if (known.includes(prefix)) return prefix;
  }
  return name;
}

/** Role names seeded in every tenant, with the permissions each holds. */
export const StaticRoleNames = { Admin: 'Admin', Agent: 'Agent', Finance: 'Finance' } as const;

export const agentPermissions: PermissionName[] = [Permissions.ReservationLinkGenerators, Permissions.Orders];

export const financePermissions: PermissionName[] = [
  Permissions.Orders,
  Permissions.OrdersPayments,
  Permissions.BankTransfer,
  Permissions.Customers,
];
