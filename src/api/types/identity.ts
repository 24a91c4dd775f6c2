/** DTOs of the identity services: TokenAuth, Session, Account, User, Role, Tenant. */
export interface AuthenticateModel {
  userNameOrEmailAddress: string;
  password: string;
  rememberClient?: boolean;
}

export interface AuthenticateResultModel {
  accessToken: string;
  encryptedAccessToken: string;
  expireInSeconds: number;
  userId: number;
}

export interface UserLoginInfoDto {
  id: number;
  name: string;
  surname: string;
  userName: string;
  emailAddress: string;
}

export interface TenantLoginInfoDto {
  id: number;
  tenancyName: string;
  name: string;
}

export interface GetCurrentLoginInformationsOutput {
  application: { version: string; releaseDate: string; features: Record<string, boolean> };
  user: UserLoginInfoDto | null;
  tenant: TenantLoginInfoDto | null;
}

export interface CurrentUserInformations {
  user: UserLoginInfoDto & { language: string | null };
  tenant: TenantLoginInfoDto | null;
  auth: {
    grantedPermissions: string[];
    /** Every permission the backend defines for the user's side; absent on backends that only know page permissions. */
    allPermissions?: string[];
  };
}

export const TenantAvailabilityState = { Available: 1, InActive: 2, NotFound: 3 } as const;
export type TenantAvailabilityState = (typeof TenantAvailabilityState)[keyof typeof TenantAvailabilityState];

export interface IsTenantAvailableOutput {
  state: TenantAvailabilityState;
  tenantId: number | null;
}

export interface RegisterInput {
  name: string;
  surname: string;
  userName: string;
  emailAddress: string;
  password: string;
  captchaResponse?: string | null;
}

export interface UserDto {
  id: number;
  userName: string;
  name: string;
  surname: string;
  emailAddress: string;
  isActive: boolean;
  fullName: string;
  lastLoginTime: string | null;
  creationTime: string;
  roleNames: string[];
}

export interface CreateUserDto extends Omit<UserDto, 'id' | 'fullName' | 'lastLoginTime' | 'creationTime'> {
  password: string;
}

export interface RoleDto {
  id: number;
  name: string;
  displayName: string;
  normalizedName: string;
  description: string | null;
  isStatic: boolean;
  grantedPermissions: string[];
}

export type CreateRoleDto = Omit<RoleDto, 'id' | 'isStatic' | 'normalizedName'> & { normalizedName?: string };

export interface RoleListDto {
  id: number;
  name: string;
  displayName: string;
  isStatic: boolean;
  isDefault: boolean;
  creationTime: string;
}

export interface PermissionDto {
  id: number;
  name: string;
  displayName: string;
  description: string | null;
}

export interface GetRoleForEditOutput {
  role: { id: number; name: string; displayName: string; description: string | null; isStatic: boolean };
  permissions: Omit<PermissionDto, 'id'>[];
  grantedPermissionNames: string[];
}

export interface TenantDto {
  id: number;
  tenancyName: string;
  name: string;
  isActive: boolean;
}

export interface CreateTenantDto {
  tenancyName: string;
  name: string;
  adminEmailAddress: string;
  connectionString?: string | null;
  isActive: boolean;
}

export interface LoginLogDto {
  id: number;
  tenantId: number | null;
  tenancyName: string | null;
  userId: number | null;
  userNameOrEmailAddress: string;
  clientIpAddress: string | null;
  browserInfo: string | null;
  result: string;
  isSuccess: boolean;
  creationTime: string;
}
