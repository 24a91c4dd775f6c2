import type { z } from 'zod';
import { currencyDto } from '@/api/schemas/currency';
import { roleDto } from '@/api/schemas/role';
import { tenantDto } from '@/api/schemas/tenant';
import { userDto } from '@/api/schemas/user';
import type { CurrencyDto } from '@/api/types/config';
import type { RoleDto, TenantDto, UserDto } from '@/api/types/identity';

/**
 * DTO builders for component tests: a complete, valid record from a few overrides, checked against the same zod
 * schema the server answers with, so that a fixture can never drift from the contract. Ids count up per kind
 * unless given.
 */
let nextId = 1000;
const id = () => (nextId += 1);

const build =
  <S extends z.ZodType, T>(schema: S, defaults: (id: number) => T) =>
  (overrides: Partial<T> = {}): T =>
    schema.parse({ ...defaults((overrides as { id?: number }).id ?? id()), ...overrides }) as T;

const created = '2026-03-01T10:00:00Z';

export const aUser = build<typeof userDto, UserDto>(userDto, (userId) => ({
  id: userId,
  concurrencyStamp: `stamp-${userId}`,
  userName: `user${userId}`,
  name: 'Ana',
  surname: `Tester${userId}`,
  emailAddress: `user${userId}@example.com`,
  isActive: true,
  fullName: `Ana Tester${userId}`,
  lastLoginTime: null,
  creationTime: created,
  roleNames: [],
}));

export const aRole = build<typeof roleDto, RoleDto>(roleDto, (roleId) => ({
  id: roleId,
  concurrencyStamp: `stamp-${roleId}`,
  name: `Role${roleId}`,
  displayName: `Role ${roleId}`,
  normalizedName: `ROLE${roleId}`,
  description: null,
  isStatic: false,
  grantedPermissions: [],
}));

export const aTenant = build<typeof tenantDto, TenantDto>(tenantDto, (tenantId) => ({
  id: tenantId,
  concurrencyStamp: `stamp-${tenantId}`,
  tenancyName: `tenant${tenantId}`,
  name: `Tenant ${tenantId}`,
  isActive: true,
}));

export const aCurrency = build<typeof currencyDto, CurrencyDto>(currencyDto, (currencyId) => ({
  id: currencyId,
  concurrencyStamp: `stamp-${currencyId}`,
  code: 'EUR',
  name: 'Euro',
  symbol: '€',
  decimalPlaces: 2,
  isActive: true,
  creationTime: created,
}));
