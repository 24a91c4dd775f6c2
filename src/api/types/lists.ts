import type { z } from 'zod';
import type { pagedInput } from '../schemas/common';
import type { getLoginLogsInput } from '../schemas/loginLog';
import type { getRolesPagedInput } from '../schemas/role';
import type { getTenantsInput } from '../schemas/tenant';
import type { getUsersInput, resetPasswordDto } from '../schemas/user';
import type { QueryOf, RequestOf } from './wire';

/**
 * Query-string inputs of list operations, spelled as ABP binds them (PascalCase; the server matches names
 * case-insensitively), derived from the shared schemas. The list toolkit builds a loose `QueryParams`; each
 * service narrows it to its own input.
 */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export type PagedSortedQuery = QueryOf<z.infer<typeof pagedInput>>;
export type GetUsersInput = QueryOf<z.infer<typeof getUsersInput>>;
export type GetRolesPagedInput = QueryOf<z.infer<typeof getRolesPagedInput>>;
export type GetTenantsInput = QueryOf<z.infer<typeof getTenantsInput>>;
/** TenantId is for the host only; 0 selects the host's own sign-ins. */
export type GetLoginLogsInput = QueryOf<z.infer<typeof getLoginLogsInput>>;

export type ResetPasswordDto = RequestOf<z.infer<typeof resetPasswordDto>>;
