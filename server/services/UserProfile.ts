import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../db/schema.js';
import { fieldError } from '../abp/errors.js';
import { changePasswordDto, changeUserLanguageDto } from '../../src/api/schemas/user.js';
import { supportedCultures, type Culture } from '../abp/l10n/index.js';
import { hashPassword, verifyPassword } from '../abp/password.js';
import { rotateSecurityStamp } from '../abp/securityStamp.js';
import { op, type ServiceDefinition } from '../abp/service.js';

const isCulture = (name: string): name is Culture => (supportedCultures as readonly string[]).includes(name);

/**
 * The User service's operations on the caller's own account. ABP guards them with Pages.Users like the rest
 * of the class; here any signed-in user may call them, since every staff member has a profile page.
 * Registered under the same `User` service name as the CRUD operations.
 */
export const userProfileService: ServiceDefinition = {
  name: 'User',
  operations: {
    ChangeLanguage: op({
      input: changeUserLanguageDto,
      handler: async (ctx, input) => {
        const language = input.languageName.trim().toLowerCase();
        if (!isCulture(language))
          throw fieldError(['languageName'], 'UnsupportedLanguage', input.languageName);
        await ctx.db.update(users).set({ language }).where(eq(users.id, ctx.user().id));
      },
    }),
    ChangePassword: op({
      input: changePasswordDto,
      output: z.boolean(),
      handler: async (ctx, input) => {
        const user = ctx.user();
        // ABP answers a wrong current password with a 500 "Incorrect password."; a 400 naming the field lets
        // the profile form show the message under the current-password input instead of in a dialog.
        if (!(await verifyPassword(input.currentPassword, user.passwordHash)))
          throw fieldError(['currentPassword'], 'IncorrectPassword');
        if (input.newPassword === input.currentPassword)
          throw fieldError(['newPassword'], 'PasswordUnchanged');
        await ctx.db
          .update(users)
          .set({ passwordHash: await hashPassword(input.newPassword) })
          .where(eq(users.id, user.id));
        // Every other session of this user ends; the caller signs in again with the new password.
        await rotateSecurityStamp(ctx.db, user.id);
        return true;
      },
    }),
  },
};
