import { and, asc, eq, exists } from 'drizzle-orm';
import { Permissions, permissionsForSide } from '../../src/api/permissions.js';
import type {
  GetRoleForEditOutput,
  PermissionDto,
  RoleDto,
  RoleListDto,
} from '../../src/api/types/identity.js';
import type { ListResultDto } from '../../src/api/types/abp.js';
import { rolePermissions, roles, userRoles } from '../db/schema.js';
import { idInput, listResult } from '../../src/api/schemas/common.js';
import type { roleSorting } from '../../src/api/schemas/role.js';
import {
  createRoleDto,
  getRoleForEditOutput,
  getRolesInput,
  getRolesPagedInput,
  permissionDto,
  roleDto,
  roleListDto,
  updateRoleDto,
} from '../../src/api/schemas/role.js';
import { crudService, folded, type SortWhitelist } from '../abp/crud/index.js';
import { fieldError, UserFriendlyError } from '../abp/errors.js';
import { permissionDisplayName } from '../abp/l10n/index.js';
import { op, type ServiceContext, type ServiceDefinition } from '../abp/service.js';
import {
  assertGrantable,
  assertRoleNameFree,
  permissionsByRole,
  replacePermissions,
  roleDtos,
  roleUniqueIndexes,
  roleValues,
  type RoleRow,
} from './roleRules.js';
import { assertCanDeleteRole, assertCanGrant, assertCanRevoke, assertManagerRemains } from './grantRules.js';
import { normalize } from './userRules.js';

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
  toDtos: (rows: RoleRow[], ctx): Promise<RoleDto[]> => roleDtos(ctx.db, rows),
  dto: roleDto,
  getAll: {
    input: getRolesPagedInput,
    sorting: {
      id: roles.id,
      name: folded(roles.name),
      displayName: folded(roles.displayName),
      description: folded(roles.description),
      isStatic: roles.isStatic,
      creationTime: roles.creationTime,
    } satisfies SortWhitelist<typeof roleSorting>,
    defaultSorting: 'name',
    keyword: [roles.name, roles.displayName, roles.description],
  },
  unique: roleUniqueIndexes,
  create: {
    permission: Permissions.RolesCreate,
    input: createRoleDto,
    values: async (input, tx) => {
      assertGrantable(input.grantedPermissions, tx.session.tenantId);
      await assertRoleNameFree(tx.db, tx.session.tenantId, input.name);
      return roleValues(input);
    },
    after: async (row, input, tx) => {
      const names = assertGrantable(input.grantedPermissions, tx.session.tenantId);
      await assertCanGrant(tx, names);
      await replacePermissions(tx.db, row.id, names);
    },
  },
  update: {
    permission: Permissions.RolesEdit,
    input: updateRoleDto,
    values: async (input, row, tx) => {
      if (row.isStatic && normalize(input.name) !== row.normalizedName)
        throw fieldError(['name'], 'StaticRoleCannotBeRenamed', row.name);
      assertGrantable(input.grantedPermissions, tx.session.tenantId);
      await assertRoleNameFree(tx.db, tx.session.tenantId, input.name, row.id);
      return { ...roleValues(input), name: row.isStatic ? row.name : input.name.trim() };
    },
    after: async (row, input, tx) => {
      const names = assertGrantable(input.grantedPermissions, tx.session.tenantId);
      const before = new Set((await permissionsByRole(tx.db, [row.id])).get(row.id) ?? []);
      await assertCanGrant(
        tx,
        names.filter((n) => !before.has(n)),
      );
      await assertCanRevoke(
        tx,
        [...before].filter((n) => !names.includes(n)),
      );
      await replacePermissions(tx.db, row.id, names);
      await assertManagerRemains(tx.db, tx.session.tenantId, 'grantedPermissions');
    },
  },
  remove: {
    permission: Permissions.RolesDelete,
    before: async (row, tx) => {
      if (row.isStatic) throw new UserFriendlyError({ key: 'StaticRoleCannotBeDeleted', args: [row.name] });
      // Deleting a role takes it away from its users.
      await assertCanDeleteRole(tx, row.id);
      await tx.db.delete(userRoles).where(eq(userRoles.roleId, row.id));
      await assertManagerRemains(tx.db, tx.session.tenantId, 'id');
    },
  },
});

export const roleService: ServiceDefinition = {
  ...crud,
  hostMayEnterTenant: true,
  operations: {
    ...crud.operations,
    /** Roles of the caller's tenant, only those granting `permission` when it is given. */
    GetRoles: op({
      input: getRolesInput,
      output: listResult(roleListDto),
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
          .orderBy(asc(folded(roles.name)), asc(roles.id));
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
      output: listResult(permissionDto),
      handler: (ctx): ListResultDto<PermissionDto> => ({
        items: sidePermissions(ctx).map((p) => ({ ...p, id: 0 })),
      }),
    }),
    GetRoleForEdit: op({
      input: idInput,
      output: getRoleForEditOutput,
      handler: async (ctx, input): Promise<GetRoleForEditOutput> => {
        const role = await crud.find(ctx, input.id);
        const granted = (await permissionsByRole(ctx.db, [role.id])).get(role.id) ?? [];
        const permissions = sidePermissions(ctx);
        const grantable = new Set(permissions.map((p) => p.name));
        return {
          role: {
            id: role.id,
            concurrencyStamp: role.concurrencyStamp,
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
