/** Where the API lives and how it names the tenant header; both come from build-time configuration. */
export const apiConfig = {
  /** Empty means the SPA's own origin. */
  baseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '',
  /**
   * Tenant header names, first one preferred. ABP 10+ reads `Abp-TenantId`; older servers and the bundled ABP
   * clients use `Abp.TenantId`. Override with VITE_TENANT_HEADERS (comma separated).
   */
  tenantHeaders: ((import.meta.env.VITE_TENANT_HEADERS as string | undefined) ?? 'Abp.TenantId,Abp-TenantId')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean),
  timeoutMs: 30_000,
};
