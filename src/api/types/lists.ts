/**
 * Query-string inputs of list operations, spelled as ABP binds them (PascalCase; the server matches names
 * case-insensitively). The list toolkit builds a loose `QueryParams`; each service narrows it to its own input.
 */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export interface PagedSortedQuery {
  SkipCount?: number;
  MaxResultCount?: number;
  Sorting?: string;
}

export interface GetUsersInput extends PagedSortedQuery {
  Keyword?: string;
  IsActive?: boolean;
}

export interface GetRolesPagedInput extends PagedSortedQuery {
  Keyword?: string;
}

export interface GetTenantsInput extends PagedSortedQuery {
  Keyword?: string;
  IsActive?: boolean;
}

export interface GetLoginLogsInput extends PagedSortedQuery {
  /** Host only; 0 selects the host's own sign-ins. */
  TenantId?: number;
  IsSuccess?: boolean;
  StartCreationDate?: string;
  EndCreationDate?: string;
}

export interface ResetPasswordDto {
  adminPassword: string;
  userId: number;
  newPassword: string;
}
