/**
 * ABP's tenancy name rule (AbpTenantBase.TenancyNameRegex): a letter, then letters, digits, `_` or `-`; at
 * least two characters. The server checks the same pattern.
 */
export const TENANCY_NAME_PATTERN = /^[a-zA-Z][a-zA-Z0-9_-]{1,}$/;
export const TENANCY_NAME_MAX_LENGTH = 64;
