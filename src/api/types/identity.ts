import type { z } from 'zod';
import type { isTenantAvailableOutput, registerInput } from '../schemas/account';
import type {
  createRoleDto,
  getRoleForEditOutput,
  permissionDto,
  roleDto,
  roleListDto,
} from '../schemas/role';
import type {
  currentUserInformations,
  getCurrentLoginInformationsOutput,
  tenantLoginInfoDto,
  userLoginInfoDto,
} from '../schemas/session';
import type { createTenantDto, createTenantResultDto, tenantDto } from '../schemas/tenant';
import type { authenticateModel, authenticateResultModel } from '../schemas/tokenAuth';
import type { createUserDto, userDto } from '../schemas/user';
import type { loginLogDto } from '../schemas/loginLog';
import type { RequestOf } from './wire';

/** DTOs of the identity services (TokenAuth, Session, Account, User, Role, Tenant, Log): the shared schemas' types. */
export const TenantAvailabilityState = { Available: 1, InActive: 2, NotFound: 3 } as const;
export type TenantAvailabilityState = IsTenantAvailableOutput['state'];

export type AuthenticateModel = RequestOf<z.infer<typeof authenticateModel>>;
export type AuthenticateResultModel = z.infer<typeof authenticateResultModel>;
export type UserLoginInfoDto = z.infer<typeof userLoginInfoDto>;
export type TenantLoginInfoDto = z.infer<typeof tenantLoginInfoDto>;
export type GetCurrentLoginInformationsOutput = z.infer<typeof getCurrentLoginInformationsOutput>;
export type CurrentUserInformations = z.infer<typeof currentUserInformations>;
export type IsTenantAvailableOutput = z.infer<typeof isTenantAvailableOutput>;
export type RegisterInput = RequestOf<z.infer<typeof registerInput>>;

export type UserDto = z.infer<typeof userDto>;
export type CreateUserDto = RequestOf<z.infer<typeof createUserDto>>;

export type RoleDto = z.infer<typeof roleDto>;
export type CreateRoleDto = RequestOf<z.infer<typeof createRoleDto>>;
export type RoleListDto = z.infer<typeof roleListDto>;
export type PermissionDto = z.infer<typeof permissionDto>;
export type GetRoleForEditOutput = z.infer<typeof getRoleForEditOutput>;

export type TenantDto = z.infer<typeof tenantDto>;
export type CreateTenantDto = RequestOf<z.infer<typeof createTenantDto>>;
export type CreateTenantResultDto = z.infer<typeof createTenantResultDto>;

export type LoginLogDto = z.infer<typeof loginLogDto>;
