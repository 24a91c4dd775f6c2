import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { Permissions } from '../../src/api/permissions.js';
import type { ListResultDto } from '../../src/api/types/abp.js';
import type { RoleDto } from '../../src/api/types/identity.js';
import { roles, users } from '../db/schema.js';
import { crudService } from '../abp/crud.js';
import { fieldError, UserFriendlyError } from '../abp/errors.js';
import { v } from '../abp/input.js';
import { hashPassword, verifyPassword } from '../abp/password.js';
import { op, type ServiceContext, type ServiceDefinition } from '../abp/service.js';
import { roleDtos, rolesOf } from './roleRules.js';
import { setUserRoles, userDtos } from './userQueries.js';
import { assertUserIdentityFree, normalize, passwordField, userFields } from './userRules.js';

const identity = (input: { userName: string; name: string; surname: string; emailAddress: string }) => ({
  userName: input.userName.trim(),
  normalizedUserName: normalize(input.userName),
  name: input.name.trim(),
  surname: input.surname.trim(),
  emailAddress: input.emailAddress.trim(),
  normalizedEmailAddress: normalize(input.emailAddress),
});

/** Nobody may switch off or delete the account they are signed in with: they would lock themselves out. */
const refuseSelf = (
  ctx: ServiceContext,
  id: number,
  key: 'CannotDeactivateYourself' | 'CannotDeleteYourself',
) => {
  if (ctx.user().id === id) throw new UserFriendlyError({ key });
};

const crud = crudService({
  name: 'User',
  table: users,
  permission: Permissions.Users,
  toDtos: (rows, ctx) => userDtos(ctx.db, rows),
  getAll: {
    sorting: {
      id: users.id,
      userName: users.userName,
      name: users.name,
      surname: users.surname,
      emailAddress: users.emailAddress,
      isActive: users.isActive,
      creationTime: users.creationTime,
    },
    defaultSorting: 'userName',
    keyword: [users.userName, users.name, users.surname, users.emailAddress],
    filters: { isActive: v.optionalBool() },
    where: (input) => [input.isActive === undefined ? undefined : eq(users.isActive, input.isActive)],
  },
  create: {
    permission: Permissions.UsersCreate,
    input: { ...userFields, isActive: v.optionalBool(), roleNames: v.stringArray(), password: passwordField },
    values: async (input, ctx) => {
      await assertUserIdentityFree(ctx.db, ctx.session.tenantId, input);
      return {
        ...identity(input),
        isActive: input.isActive ?? true,
        passwordHash: await hashPassword(input.password),
      };
    },
    after: (row, input, tx) => setUserRoles(tx.db, tx.session.tenantId, row.id, input.roleNames),
  },
  update: {
    permission: Permissions.UsersEdit,
    input: {
      ...userFields,
      // Left out, isActive stays as it is (ASP.NET would read a missing bool as false and deactivate).
      isActive: v.optionalBool(),
      roleNames: z.array(z.string()).nullish(),
    },
    values: async (input, row, ctx) => {
      // A field error, so that the form shows it next to the Active switch.
      if (input.isActive === false && ctx.user().id === row.id)
        throw fieldError(['isActive'], 'CannotDeactivateYourself');
      await assertUserIdentityFree(ctx.db, ctx.session.tenantId, input, row.id);
      return { ...identity(input), ...(input.isActive === undefined ? {} : { isActive: input.isActive }) };
    },
    after: async (row, input, tx) => {
      if (input.roleNames) await setUserRoles(tx.db, tx.session.tenantId, row.id, input.roleNames);
    },
  },
  remove: {
    permission: Permissions.UsersDelete,
    before: (row, ctx) => refuseSelf(ctx, row.id, 'CannotDeleteYourself'),
  },
});

const setActive = (isActive: boolean) =>
  op({
    permission: Permissions.UsersActivation,
    input: z.object({ id: v.id() }),
    handler: async (ctx, input) => {
      const user = await crud.find(ctx, input.id);
      if (!isActive) refuseSelf(ctx, user.id, 'CannotDeactivateYourself');
      await ctx.db.update(users).set({ isActive }).where(eq(users.id, user.id));
    },
  });

export const userService: ServiceDefinition = {
  ...crud,
  operations: {
    ...crud.operations,
    Activate: setActive(true),
    DeActivate: setActive(false),
    /** Every role of the caller's tenant, for the user form's role checkboxes. */
    GetRoles: op({
      handler: async (ctx): Promise<ListResultDto<RoleDto>> => {
        const rows = await ctx.db
          .select()
          .from(roles)
          .where(rolesOf(ctx.session.tenantId))
          .orderBy(asc(roles.name), asc(roles.id));
        return { items: await roleDtos(ctx.db, rows) };
      },
    }),
    /**
     * Sets another user's password. ABP asks for the caller's own password as a second factor; a mismatch is a
     * field error on `adminPassword` (ABP answers with a 500) so that the form can show it on that field.
     */
    ResetPassword: op({
      permission: Permissions.UsersResetPassword,
      input: z.object({ adminPassword: v.string(), userId: v.id(), newPassword: passwordField }),
      handler: async (ctx, input) => {
        if (!(await verifyPassword(input.adminPassword, ctx.user().passwordHash)))
          throw fieldError(['adminPassword'], 'AdminPasswordMismatch');
        const user = await crud.find(ctx, input.userId);
        await ctx.db
          .update(users)
          .set({
            passwordHash: await hashPassword(input.newPassword),
            accessFailedCount: 0,
            lockoutEnd: null,
          })
          .where(eq(users.id, user.id));
        return true;
      },
    }),
  },
};
