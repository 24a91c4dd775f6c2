import { z } from 'zod';
import { v } from './common';
import { MaxLength } from './rules';

/** Sign-in (`/api/TokenAuth/*`, anonymous, outside the application-service prefix as in ABP). */
export const authenticateModel = z.object({
  userNameOrEmailAddress: v.string(MaxLength.userName),
  password: v.string(MaxLength.password),
  rememberClient: v.optionalBool(),
});

export const authenticateResultModel = z.object({
  accessToken: z.string(),
  encryptedAccessToken: z.string(),
  expireInSeconds: z.number().int(),
  userId: z.number().int(),
});

/** ABP's external sign-in; the reference server has no external provider and always refuses. */
export const externalAuthenticateModel = z.object({
  authProvider: v.optionalString(64),
  providerKey: v.optionalString(256),
  providerAccessCode: v.optionalString(4096),
});

export const externalLoginProviderInfo = z.object({
  name: z.string(),
  clientId: z.string(),
  additionalParams: z.record(z.string(), z.string()).nullable(),
});
