import { and, asc, eq, exists } from 'drizzle-orm';
import { z } from 'zod';
import { Permissions, permissionsForSide } from '../../src/api/permissions.js';
import type {
  GetRoleForEditOutput,
  PermissionDto,
  RoleDto,
  RoleListDto,
} from '../../src/api/types/identity.js';
import type { ListResultDto } from '../../src/api/types/abp.js';
import { rolePermissions, roles, userRoles } from '../db/schema.js';
import { crudService } from '../abp/crud.js';
import { fieldError, UserFriendlyError } from '../abp/errors.js';
import { v } from '../abp/input.js';
import { permissionDisplayName } from '../abp/l10n/index.js';
import { op, type ServiceContext, type ServiceDefinition } from '../abp/service.js';
import {
  assertGrantable,
  assertRoleNameFree,
  permissionsByRole,
  replacePermissions,
  roleDtos,
} from './roleRules.js';
import { normalize } from './userRules.js';

const roleFields = {
  name: v.string(32),
  displayName: v.string(64),
  /** Accepted for compatibility; the server always derives it from `name`. */
  normalizedName: v.optionalString(32),
  description: v.optionalString(5000),
};

/** The permissions the caller's side may grant, ordered by their display name in the caller's language. */
function sidePermissions(ctx: ServiceContext): Omit<PermissionDto, 'id'>[] {
  return permissionsForSide(ctx.session.tenantId === null)
    .map((p) => ({
      name: p.name,
      displayName: permissionDisplayName(ctx.culture, p.name),
      description: null,
    }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName, ctx.culture));
}

const crud = crudService({
  name: 'Role',
  table: roles,
  permission: Permissions.Roles,
  toDtos: (rows, ctx): Promise<RoleDto[]> => roleDtos(ctx.db, rows),
  getAll: {
    sorting: {
      id: roles.id,
      name: roles.name,
      displayName: roles.displayName,
      description: roles.description,
      isStatic: roles.isStatic,
      creationTime: roles.creationTime,
    },
    defaultSorting: 'name',
    keyword: [roles.name, roles.displayName, roles.description],
  },
  create: {
    permission: Permissions.RolesCreate,
    input: { ...roleFields, grantedPermissions: v.stringArray() },
    values: async (input, ctx) => {
      assertGrantable(input.grantedPermissions, ctx.session.tenantId);
      await assertRoleNameFree(ctx.db, ctx.session.tenantId, input.name);
      return {
        name: input.name.trim(),
        normalizedName: normalize(input.name),
        displayName: input.displayName.trim(),
        description: input.description,
      };
    },
    after: (row, input, tx) =>
      replacePermissions(tx.db, row.id, assertGrantable(input.grantedPermissions, tx.session.tenantId)),
  },
  update: {
    permission: Permissions.RolesEdit,
    // ABP's Update needs the array: leaving it out would silently revoke nothing or everything.
    input: { ...roleFields, grantedPermissions: z.array(z.string()) },
    values: async (input, row, ctx) => {
      if (row.isStatic && normalize(input.name) !== row.normalizedName)
        throw fieldError(['name'], 'StaticRoleCannotBeRenamed', row.name);
      assertGrantable(input.grantedPermissions, ctx.session.tenantId);
      await assertRoleNameFree(ctx.db, ctx.session.tenantId, input.name, row.id);
      return {
        name: row.isStatic ? row.name : input.name.trim(),
        normalizedName: normalize(input.name),
        displayName: input.displayName.trim(),
        description: input.description,
      };
    },
    after: (row, input, tx) =>
      replacePermissions(tx.db, row.id, assertGrantable(input.grantedPermissions, tx.session.tenantId)),
  },
  remove: {
    permission: Permissions.RolesDelete,
    before: async (row, tx) => {
      if (row.isStatic) throw new UserFriendlyError({ key: 'StaticRoleCannotBeDeleted', args: [row.name] });
      await tx.db.delete(userRoles).where(eq(userRoles.roleId, row.id));
    },
  },
});

export const roleService: ServiceDefinition = {
  ...crud,
  operations: {
    ...crud.operations,
    /** Roles of the caller's tenant, only those granting `permission` when it is given. */
    GetRoles: op({
      input: z.object({ permission: v.optionalString(128) }),
      handler: async (ctx, input): Promise<ListResultDto<RoleListDto>> => {
        const grants = (name: string) =>
          exists(
            ctx.db
              .select({ one: rolePermissions.roleId })
              .from(rolePermissions)
              .where(and(eq(rolePermissions.roleId, roles.id), eq(rolePermissions.name, name))),
          );
        const rows = await ctx.db
          .select()
          .from(roles)
          .where(and(crud.scope(ctx), input.permission ? grants(input.permission) : undefined))
          .orderBy(asc(roles.name), asc(roles.id));
        return {
          items: rows.map((r) => ({
            id: r.id,
            name: r.name,
            displayName: r.displayName,
            isStatic: r.isStatic,
            isDefault: r.isDefault,
            creationTime: r.creationTime.toISOString(),
          })),
        };
      },
    }),
    GetAllPermissions: op({
      handler: (ctx): ListResultDto<PermissionDto> => ({
        items: sidePermissions(ctx).map((p) => ({ ...p, id: 0 })),
      }),
    }),
    GetRoleForEdit: op({
      input: z.object({ id: v.id() }),
      handler: async (ctx, input): Promise<GetRoleForEditOutput> => {
        const role = await crud.find(ctx, input.id);
        const granted = (await permissionsByRole(ctx.db, [role.id])).get(role.id) ?? [];
        const permissions = sidePermissions(ctx);
        const grantable = new Set(permissions.map((p) => p.name));
        return {
          role: {
            id: role.id,
            name: role.name,
            displayName: role.displayName,
            description: role.description,
            isStatic: role.isStatic,
          },
          permissions,
          grantedPermissionNames: granted.filter((n) => grantable.has(n)),
        };
      },
    }),
  },
};
