/**
 * The one rule of the working tenant (issue 26, 8c): while a host administrator works in a tenant, EVERY screen
 * shows and saves that tenant's data (users, roles, orders, customers, bank transfers and accounts, currencies
 * of the tenant, e-mail, links, providers, agencies, dashboard, login logs, caches...), except these host-wide
 * screens, which keep the host's view: the tenants themselves and the catalogues every tenant shares. The route
 * table marks them (`hostWide`), the banner names them, and the HTTP client sends no tenant header from them.
 *
 * Kept apart from workingTenant.ts (which needs the session, TanStack Query and the HTTP client) and free of
 * imports: the route table and connectHttp use it from the entry chunk, which every page, the public booking
 * landing included, loads first.
 */
export const hostWideScreens: readonly string[] = ['/tenants', '/currencies', '/language-codes'];

/** Whether the screen at `pathname` follows the working tenant (`/users/5` → `/users`: yes; `/tenants`: no). */
export function followsWorkingTenant(pathname: string): boolean {
  const first = `/${pathname.split('/')[1] ?? ''}`.toLowerCase();
  return !hostWideScreens.includes(first);
}
