import { z } from 'zod';
import { dateTimeString, keywordShape, pagedInputShape, stampedDto, stampedInput, v } from './common';
import { CODE_PATTERN, MaxLength, MIN_PASSWORD_LENGTH } from './rules';

/** The User service's DTOs (`/api/services/app/User/*`). */
export const password = v.string(MaxLength.password, { min: MIN_PASSWORD_LENGTH });

/** Fields every user has, validated as ABP's UserDto does. */
export const userFields = {
  userName: v.string(MaxLength.userName),
  name: v.string(MaxLength.name),
  surname: v.string(MaxLength.surname),
  emailAddress: v.email(MaxLength.emailAddress),
};

/**
 * An agent's code (orders' UserCode, reservation links; docs/decisions/0016-agent-codes.md): letters, digits,
 * '.', '_' and '-', kept in upper case. Left out on Update it stays as it is; blank or null removes it.
 */
export const agentCodeField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() || null : value),
  z.string().max(MaxLength.code).regex(CODE_PATTERN, { message: 'FieldCode' }).nullable().optional(),
);

export const userDto = z.object({
  id: z.number().int(),
  ...stampedDto,
  userName: z.string(),
  name: z.string(),
  surname: z.string(),
  emailAddress: z.string(),
  isActive: z.boolean(),
  fullName: z.string(),
  lastLoginTime: dateTimeString.nullable(),
  creationTime: dateTimeString,
  roleNames: z.array(z.string()),
  /** The reference server sends it (null for staff who are not agents); a stock ABP backend does not. */
  agentCode: z.string().nullable().optional(),
});

export const createUserDto = z.object({
  ...userFields,
  isActive: v.optionalBool(),
  roleNames: v.stringArray(),
  password,
  agentCode: agentCodeField,
});

export const updateUserDto = z.object({
  id: v.id(),
  ...stampedInput,
  ...userFields,
  // Left out, isActive stays as it is (ASP.NET would read a missing bool as false and deactivate).
  isActive: v.optionalBool(),
  roleNames: z.array(z.string()).nullish(),
  agentCode: agentCodeField,
});

export const getUsersInput = z.object({ ...pagedInputShape, ...keywordShape, isActive: v.optionalBool() });
export { userSorting } from './listFields';

export const resetPasswordDto = z.object({
  adminPassword: v.string(),
  userId: v.id(),
  newPassword: password,
});

export const changePasswordDto = z.object({ currentPassword: v.string(), newPassword: password });
export const changeUserLanguageDto = z.object({ languageName: v.string(16) });
