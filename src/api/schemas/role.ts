import { z } from 'zod';
import { dateTimeString, keywordShape, pagedInputShape, stampedDto, stampedInput, v } from './common';
import { MaxLength } from './rules';

/** The Role service's DTOs (`/api/services/app/Role/*`). */
const roleFields = {
  name: v.string(MaxLength.roleName),
  displayName: v.string(MaxLength.roleDisplayName),
  /** Accepted for compatibility; the server always derives it from `name`. */
  normalizedName: v.optionalString(MaxLength.roleName),
  description: v.optionalString(MaxLength.description),
};

export const roleDto = z.object({
  id: z.number().int(),
  ...stampedDto,
  name: z.string(),
  displayName: z.string(),
  normalizedName: z.string(),
  description: z.string().nullable(),
  isStatic: z.boolean(),
  grantedPermissions: z.array(z.string()),
});

export const createRoleDto = z.object({ ...roleFields, grantedPermissions: v.stringArray() });
// ABP's Update needs the array: leaving it out would silently revoke nothing or everything.
export const updateRoleDto = z.object({
  id: v.id(),
  ...stampedInput,
  ...roleFields,
  grantedPermissions: z.array(z.string()),
});

export const getRolesPagedInput = z.object({ ...pagedInputShape, ...keywordShape });
export { roleSorting } from './listFields';
export const getRolesInput = z.object({ permission: v.optionalString(128) });

export const roleListDto = z.object({
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  isStatic: z.boolean(),
  isDefault: z.boolean(),
  creationTime: dateTimeString,
});

/** A permission with its display name in the caller's language: the one source of permission names. */
export const permissionDto = z.object({
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  description: z.string().nullable(),
});

export const getRoleForEditOutput = z.object({
  role: z.object({
    id: z.number().int(),
    ...stampedDto,
    name: z.string(),
    displayName: z.string(),
    description: z.string().nullable(),
    isStatic: z.boolean(),
  }),
  permissions: z.array(permissionDto.omit({ id: true })),
  grantedPermissionNames: z.array(z.string()),
});
