import { and, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { AbpValidationError } from '../abp/errors.js';
import { EMAIL_PATTERN, v } from '../abp/input.js';

export const MIN_PASSWORD_LENGTH = 6;

/** Fields every user has, validated as ABP's UserDto does. */
export const userFields = {
  userName: v.string(256),
  name: v.string(64),
  surname: v.string(64),
  emailAddress: v.email(256),
};

export const passwordField = v.string(32).pipe(z.string().min(MIN_PASSWORD_LENGTH));

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
