/**
 * The product's input rules, written once. The server's schemas (and so its validation and OpenAPI document) and
 * the SPA's forms both read them from here.
 */

/** The ABP email rule: word characters, dots and hyphens, @, domain labels, a 2 to 4 character top-level domain. */
export const EMAIL_PATTERN = /^[\w.-]+@([\w-]+\.)+[\w-]{2,4}$/;

/**
 * ABP's tenancy name rule (AbpTenantBase.TenancyNameRegex): a letter, then letters, digits, `_` or `-`; at
 * least two characters.
 */
export const TENANCY_NAME_PATTERN = /^[a-zA-Z][a-zA-Z0-9_-]{1,}$/;

export const MIN_PASSWORD_LENGTH = 6;

/** Maximum lengths, as ABP's entities declare them. */
export const MaxLength = {
  userName: 256,
  emailAddress: 256,
  name: 64,
  surname: 64,
  password: 32,
  roleName: 32,
  roleDisplayName: 64,
  description: 5000,
  tenancyName: 64,
  tenantName: 128,
  keyword: 256,
  sorting: 200,
  /** Codes of configuration records (markets, providers, agents, suppliers, languages). */
  code: 32,
  /** Display names of configuration records (currencies, banks, markets, providers). */
  displayName: 128,
  currencySymbol: 8,
  accountHolder: 128,
  url: 512,
  /** Write-only provider credentials (API keys, passwords, JSON blobs). */
  credentials: 4096,
  culture: 35,
} as const;

/** Configuration codes: letters, digits, `.`, `_` and `-`, starting with a letter or digit ("RS", "TV-01"). */
export const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Kept for existing imports. */
export const TENANCY_NAME_MAX_LENGTH = MaxLength.tenancyName;
