import { Permissions } from '../../src/api/permissions.js';
import type { tenantSorting } from '../../src/api/schemas/tenant.js';
import {
  createTenantDto,
  createTenantResultDto,
  getTenantsInput,
  tenantDto,
  updateTenantDto,
} from '../../src/api/schemas/tenant.js';
import type { CreateTenantResultDto } from '../../src/api/types/identity.js';
import { tenants } from '../db/schema.js';
import {
  crudService,
  filter,
  folded,
  guardUnique,
  inTransaction,
  type SortWhitelist,
} from '../abp/crud/index.js';
import { hashPassword } from '../abp/password.js';
import { op, type ServiceDefinition } from '../abp/service.js';
import { assertTenancyNameFree, tenantUniqueIndexes as unique, toDto } from './tenantRules.js';
import { createTenantWithAdmin, generatePassword } from './tenantSetup.js';

/**
 * Tenants, for the host only: tenants never hold Pages.Tenants (it is a host-side permission), so a tenant
 * user gets 403. Delete is a soft delete; the tenant's users can no longer sign in and their tokens stop
 * working. Every tenant may be deleted, Default (id 1) included: nothing in the server depends on it.
 */
const crud = crudService({
  name: 'Tenant',
  table: tenants,
  permission: Permissions.Tenants,
  scope: 'none',
  toDto,
  dto: tenantDto,
  getAll: {
    input: getTenantsInput,
    sorting: {
      id: tenants.id,
      tenancyName: folded(tenants.tenancyName),
      name: folded(tenants.name),
      isActive: tenants.isActive,
      creationTime: tenants.creationTime,
    } satisfies SortWhitelist<typeof tenantSorting>,
    defaultSorting: 'tenancyName',
    keyword: [tenants.tenancyName, tenants.name],
    filters: [filter.bool('isActive', tenants.isActive)],
  },
  unique,
  update: {
    permission: Permissions.TenantsEdit,
    input: updateTenantDto,
    values: async (input, row, tx) => {
      await assertTenancyNameFree(tx.db, input.tenancyName, row.id);
      return {
        tenancyName: input.tenancyName,
        name: input.name.trim(),
        ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
        ...(input.isSelfRegistrationEnabled === undefined
          ? {}
          : { isSelfRegistrationEnabled: input.isSelfRegistrationEnabled }),
      };
    },
  },
  remove: { permission: Permissions.TenantsDelete },
});

export const tenantService: ServiceDefinition = {
  ...crud,
  operations: {
    ...crud.operations,
    /**
     * Creates the tenant with its static roles (Admin, Agent, Finance) and an `admin` user whose password is
     * `adminPassword`; when it is left out, a random one is generated and returned once, in this answer only.
     */
    Create: op({
      permission: Permissions.TenantsCreate,
      input: createTenantDto,
      output: createTenantResultDto,
      handler: async (ctx, input): Promise<CreateTenantResultDto> => {
        const adminPassword = input.adminPassword ?? generatePassword();
        const adminPasswordHash = await hashPassword(adminPassword);
        const tenant = await guardUnique(unique, input, () =>
          inTransaction(ctx, async (tx) => {
            await assertTenancyNameFree(tx.db, input.tenancyName);
            const created = await createTenantWithAdmin(tx.db, {
              tenancyName: input.tenancyName,
              name: input.name.trim(),
              adminEmailAddress: input.adminEmailAddress.trim(),
              isActive: input.isActive ?? true,
              adminPasswordHash,
            });
            return created.tenant;
          }),
        );
        return input.adminPassword ? toDto(tenant) : { ...toDto(tenant), adminPassword };
      },
    }),
  },
};
