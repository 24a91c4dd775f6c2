import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { Permissions } from '../../src/api/permissions.js';
import type { ListResultDto } from '../../src/api/types/abp.js';
import type { RoleDto } from '../../src/api/types/identity.js';
import { roles, users } from '../db/schema.js';
import { idInput, listResult } from '../../src/api/schemas/common.js';
import { roleDto } from '../../src/api/schemas/role.js';
import type { userSorting } from '../../src/api/schemas/user.js';
import {
  createUserDto,
  getUsersInput,
  resetPasswordDto,
  updateUserDto,
  userDto,
} from '../../src/api/schemas/user.js';
import { crudService, filter, folded, renewedStamp, type SortWhitelist } from '../abp/crud/index.js';
import { fieldError } from '../abp/errors.js';
import { hashPassword, verifyPassword } from '../abp/password.js';
import { op, type ServiceDefinition } from '../abp/service.js';
import { clearLockout } from '../abp/lockout.js';
import { rotateSecurityStamp } from '../abp/securityStamp.js';
import {
  assertCanChangeActivation,
  assertCanGiveRoles,
  assertManagerRemains,
  assertOutranks,
} from './grantRules.js';
import { roleDtos, rolesOf } from './roleRules.js';
import { setUserRoles, userDtos, userListColumns, type UserListRow } from './userQueries.js';
import { assertUserIdentityFree, identity, refuseSelf, userUniqueIndexes } from './userRules.js';

const crud = crudService({
  name: 'User',
  table: users,
  permission: Permissions.Users,
  select: { columns: userListColumns },
  toDtos: (rows: UserListRow[]) => userDtos(rows),
  dto: userDto,
  getAll: {
    input: getUsersInput,
    sorting: {
      id: users.id,
      userName: folded(users.userName),
      name: folded(users.name),
      surname: folded(users.surname),
      emailAddress: folded(users.emailAddress),
      isActive: users.isActive,
      creationTime: users.creationTime,
      // Never signed in counts as the earliest time, so it comes last in the newest-first order.
      lastLoginTime: sql`coalesce(${userListColumns.lastLoginTime}, '-infinity'::timestamp)`,
    } satisfies SortWhitelist<typeof userSorting>,
    defaultSorting: 'userName',
    keyword: [users.userName, users.name, users.surname, users.emailAddress],
    filters: [filter.bool('isActive', users.isActive)],
  },
  unique: userUniqueIndexes,
  create: {
    permission: Permissions.UsersCreate,
    input: createUserDto,
    values: async (input, tx) => {
      await assertUserIdentityFree(tx.db, tx.session.tenantId, input);
      return {
        ...identity(input),
        isActive: input.isActive ?? true,
        passwordHash: await hashPassword(input.password),
        agentCode: input.agentCode ?? null,
      };
    },
    after: async (row, input, tx) => {
      const roles = await setUserRoles(tx.db, tx.session.tenantId, row.id, input.roleNames);
      await assertCanGiveRoles(tx, roles.addedRoleIds);
    },
  },
  update: {
    permission: Permissions.UsersEdit,
    input: updateUserDto,
    values: async (input, row, tx) => {
      // A field error, so that the form shows it next to the Active switch.
      if (input.isActive === false && tx.user().id === row.id)
        throw fieldError(['isActive'], 'CannotDeactivateYourself');
      await assertOutranks(tx, row, 'id');
      await assertCanChangeActivation(tx, input.isActive, row.isActive);
      await assertUserIdentityFree(tx.db, tx.session.tenantId, input, row.id);
      return {
        ...identity(input),
        ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
        ...(input.isActive ? { awaitingActivation: false } : {}),
        ...(input.agentCode === undefined ? {} : { agentCode: input.agentCode }),
      };
    },
    after: async (row, input, tx) => {
      const roles = input.roleNames
        ? await setUserRoles(tx.db, tx.session.tenantId, row.id, input.roleNames)
        : { addedRoleIds: [], changed: false };
      await assertCanGiveRoles(tx, roles.addedRoleIds);
      const deactivated = input.isActive === false && row.isActive;
      if (roles.changed || deactivated) {
        await rotateSecurityStamp(tx.db, row.id);
        await assertManagerRemains(tx.db, tx.session.tenantId, deactivated ? 'isActive' : 'roleNames');
      }
    },
  },
  remove: {
    permission: Permissions.UsersDelete,
    before: async (row, tx) => {
      refuseSelf(tx, row.id, 'CannotDeleteYourself');
      await assertOutranks(tx, row, 'id');
      await assertManagerRemains(tx.db, tx.session.tenantId, 'id', row.id);
    },
  },
});

const setActive = (isActive: boolean) =>
  op({
    permission: Permissions.UsersActivation,
    input: idInput,
    handler: async (ctx, input) => {
      const user = await crud.find(ctx, input.id);
      await assertOutranks(ctx, user, 'id');
      if (!isActive) {
        refuseSelf(ctx, user.id, 'CannotDeactivateYourself');
        await assertManagerRemains(ctx.db, ctx.session.tenantId, 'id', user.id);
        await rotateSecurityStamp(ctx.db, user.id);
      }
      // The edit form shows the Active switch: a stale form must not switch it back.
      await ctx.db
        .update(users)
        .set({
          isActive,
          ...(isActive ? { awaitingActivation: false } : {}),
          concurrencyStamp: renewedStamp(),
        })
        .where(eq(users.id, user.id));
    },
  });

export const userService: ServiceDefinition = {
  ...crud,
  hostMayEnterTenant: true,
  operations: {
    ...crud.operations,
    Activate: setActive(true),
    DeActivate: setActive(false),
    /** Every role of the caller's tenant, for the user form's role checkboxes. */
    GetRoles: op({
      output: listResult(roleDto),
      handler: async (ctx): Promise<ListResultDto<RoleDto>> => {
        const rows = await ctx.db
          .select()
          .from(roles)
          .where(rolesOf(ctx.session.tenantId))
          .orderBy(asc(folded(roles.name)), asc(roles.id));
        return { items: await roleDtos(ctx.db, rows) };
      },
    }),
    /**
     * Sets another user's password. ABP asks for the caller's own password as a second factor; a mismatch is a
     * field error on `adminPassword` (ABP answers with a 500) so that the form can show it on that field.
     */
    ResetPassword: op({
      permission: Permissions.UsersResetPassword,
      input: resetPasswordDto,
      output: z.boolean(),
      handler: async (ctx, input) => {
        if (!(await verifyPassword(input.adminPassword, ctx.user().passwordHash)))
          throw fieldError(['adminPassword'], 'AdminPasswordMismatch');
        const user = await crud.find(ctx, input.userId);
        // Resetting the password of someone who holds more would hand the caller their account.
        await assertOutranks(ctx, user, 'userId');
        await ctx.db
          .update(users)
          .set({
            passwordHash: await hashPassword(input.newPassword),
            accessFailedCount: 0,
            lockoutEnd: null,
          })
          .where(eq(users.id, user.id));
        await rotateSecurityStamp(ctx.db, user.id);
        await clearLockout(ctx.db, user.id);
        return true;
      },
    }),
  },
};
