import { and, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { AbpValidationError, UserFriendlyError } from '../abp/errors.js';
import type { ServiceContext } from '../abp/service.js';
import { EMAIL_PATTERN } from '../../src/api/schemas/rules.js';
import type { UniqueIndexes } from '../abp/crud/index.js';

export { MIN_PASSWORD_LENGTH } from '../../src/api/schemas/rules.js';
/** Fields every user has and the password rule: one definition, in the shared schemas. */
export { password as passwordField, userFields } from '../../src/api/schemas/user.js';

/** The unique indexes on users (migration 0001): a lost race becomes the look-up's 400. */
export const userUniqueIndexes: UniqueIndexes<{ userName: string; emailAddress: string }> = {
  users_tenant_user_name_uq: { field: 'userName', message: 'UserNameIsTaken', value: (i) => i.userName },
  users_tenant_email_uq: { field: 'emailAddress', message: 'EmailIsTaken', value: (i) => i.emailAddress },
};

export const normalize = (value: string) => value.trim().toUpperCase();

/** The tenant filter: `tenant_id = X`, or `tenant_id IS NULL` for the host. */
export const inTenant = (tenantId: number | null): SQL =>
  tenantId === null ? isNull(users.tenantId) : eq(users.tenantId, tenantId);

/**
 * Rejects a user name that looks like an email but differs from the email address, and names already used by
 * another (not deleted) user of the same tenant. Failures name the offending field.
 */
export async function assertUserIdentityFree(
  db: Db,
  tenantId: number | null,
  input: { userName: string; emailAddress: string },
  exceptUserId?: number,
) {
  if (EMAIL_PATTERN.test(input.userName) && normalize(input.userName) !== normalize(input.emailAddress)) {
    throw new AbpValidationError([{ text: { key: 'UserNameCannotBeEmail' }, members: ['userName'] }]);
  }
  const clash = await db
    .select({ userName: users.normalizedUserName, email: users.normalizedEmailAddress })
    .from(users)
    .where(
      and(
        inTenant(tenantId),
        eq(users.isDeleted, false),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
        or(
          eq(users.normalizedUserName, normalize(input.userName)),
          eq(users.normalizedEmailAddress, normalize(input.emailAddress)),
        ),
      ),
    );
  const errors: ConstructorParameters<typeof AbpValidationError>[0] = [];
  if (clash.some((c) => c.userName === normalize(input.userName)))
    errors.push({ text: { key: 'UserNameIsTaken', args: [input.userName] }, members: ['userName'] });
  if (clash.some((c) => c.email === normalize(input.emailAddress)))
    errors.push({ text: { key: 'EmailIsTaken', args: [input.emailAddress] }, members: ['emailAddress'] });
  if (errors.length) throw new AbpValidationError(errors);
}

/** The stored identity fields of a user from a Create or Update input, trimmed and normalized. */
export const identity = (input: {
  userName: string;
  name: string;
  surname: string;
  emailAddress: string;
}) => ({
  userName: input.userName.trim(),
  normalizedUserName: normalize(input.userName),
  name: input.name.trim(),
  surname: input.surname.trim(),
  emailAddress: input.emailAddress.trim(),
  normalizedEmailAddress: normalize(input.emailAddress),
});

/** Nobody may switch off or delete the account they are signed in with: they would lock themselves out. */
export const refuseSelf = (
  ctx: ServiceContext,
  id: number,
  key: 'CannotDeactivateYourself' | 'CannotDeleteYourself',
) => {
  if (ctx.user().id === id) throw new UserFriendlyError({ key });
};
