import type { z } from 'zod';
import { AbpApiError } from './errors';
import { api } from './http';
import type * as customer from './schemas/customer';
import type * as log from './schemas/loginLog';
import type * as order from './schemas/order';
import type * as reservationLink from './schemas/reservationLink';
import type * as role from './schemas/role';
import type * as tenant from './schemas/tenant';
import type * as user from './schemas/user';
import type { PagedResultDto } from './types/abp';
import type { QueryOf, RequestOf } from './types/wire';

/**
 * The one data adapter for ABP's standard application services (AsyncCrudAppService):
 * `GET {Service}/GetAll`, `GET {Service}/Get?Id`, `POST {Service}/Create`, `PUT {Service}/Update`,
 * `DELETE {Service}/Delete?Id`, under `/api/services/app/`. Every call takes an optional AbortSignal.
 *
 * Types come from the shared zod schemas (src/api/schemas) through `AbpServices`: adding a resource is one entry
 * there and `abpCrud('Currency')` wherever it is needed. No zod code is loaded for this (type imports only).
 */
export interface CrudSchemas {
  dto: z.ZodType;
  create?: z.ZodType;
  update?: z.ZodType;
  list?: z.ZodType;
}

type Crud<S extends CrudSchemas> = {
  dto: z.infer<S['dto']>;
  create: S['create'] extends z.ZodType ? RequestOf<z.infer<S['create']>> : never;
  update: S['update'] extends z.ZodType ? RequestOf<z.infer<S['update']>> : never;
  list: S['list'] extends z.ZodType ? QueryOf<z.infer<S['list']>> : Record<string, never>;
};

/** Every standard service by its ABP name, typed from its schemas. */
export interface AbpServices {
  User: Crud<{
    dto: typeof user.userDto;
    create: typeof user.createUserDto;
    update: typeof user.updateUserDto;
    list: typeof user.getUsersInput;
  }>;
  Role: Crud<{
    dto: typeof role.roleDto;
    create: typeof role.createRoleDto;
    update: typeof role.updateRoleDto;
    list: typeof role.getRolesPagedInput;
  }>;
  Tenant: Crud<{
    dto: typeof tenant.tenantDto;
    create: typeof tenant.createTenantDto;
    update: typeof tenant.updateTenantDto;
    list: typeof tenant.getTenantsInput;
  }>;
  /** Read only; its list operation is `GetLoginLogs`. */
  Log: Crud<{ dto: typeof log.loginLogDto; list: typeof log.getLoginLogsInput }>;
  /** Read only here; its operations are `GetOrders` and `GetOrder` (which answers the order's detail). */
  Order: Crud<{ dto: typeof order.orderDto; list: typeof order.getOrdersInput }>;
  /** Read only; its operations are `GetCustomers` and `GetCustomer`. */
  Customer: Crud<{ dto: typeof customer.customerDto; list: typeof customer.getCustomersInput }>;
  /** Read through `GetAll` (no `Get`); links are made with `GenerateReservationLink`. */
  ReservationLinkGenerator: Crud<{
    dto: typeof reservationLink.reservationLinkDto;
    list: typeof reservationLink.getReservationLinksInput;
  }>;
}

export type ServiceName = keyof AbpServices;
export type DtoOf<S extends ServiceName> = AbpServices[S]['dto'];
export type CreateOf<S extends ServiceName> = AbpServices[S]['create'];
export type UpdateOf<S extends ServiceName> = AbpServices[S]['update'];
export type ListInputOf<S extends ServiceName> = AbpServices[S]['list'];

export type EntityId = number;

/** What one deletion of `deleteMany` ended with. */
export interface ManyDeleteResult<K = EntityId> {
  deleted: K[];
  failed: { id: K; error: unknown }[];
  /** True when the signal stopped the run before every id was tried. */
  stopped: boolean;
}

export interface CrudApi<T, TCreate, TUpdate, TList, TCreated = T> {
  service: string;
  getAll(input: TList, signal?: AbortSignal): Promise<PagedResultDto<T>>;
  get(id: EntityId, signal?: AbortSignal): Promise<T>;
  create(input: TCreate, signal?: AbortSignal): Promise<TCreated>;
  update(input: TUpdate, signal?: AbortSignal): Promise<T>;
  delete(id: EntityId, signal?: AbortSignal): Promise<void>;
  /**
   * Deletes one id after the other (ABP has no batch delete), reporting progress. A failure does not stop the
   * run; the signal does, before the next deletion (the one in flight completes, so the report stays true).
   */
  deleteMany(
    ids: EntityId[],
    options?: { signal?: AbortSignal; onProgress?(done: number, total: number): void },
  ): Promise<ManyDeleteResult>;
}

export interface AbpCrudOptions {
  /** The list operation's name, when not `GetAll` (e.g. `Log/GetLoginLogs`). */
  getAll?: string;
  /** The one-record operation's name, when not `Get` (e.g. `Order/GetOrder`). */
  get?: string;
  /** The service has no `Get`: one record is read through the list with `Id` (spec §3 lists `Id` on lists). */
  getThroughList?: boolean;
}

export function abpCrud<S extends ServiceName, TCreated = DtoOf<S>>(
  service: S,
  options: AbpCrudOptions = {},
): CrudApi<DtoOf<S>, CreateOf<S>, UpdateOf<S>, ListInputOf<S>, TCreated> {
  const path = (operation: string) => `${service}/${operation}`;
  const crud: CrudApi<DtoOf<S>, CreateOf<S>, UpdateOf<S>, ListInputOf<S>, TCreated> = {
    service,
    getAll: (input, signal) =>
      api.get<PagedResultDto<DtoOf<S>>>(path(options.getAll ?? 'GetAll'), input, { signal }),
    get: async (id, signal) => {
      if (!options.getThroughList)
        return api.get<DtoOf<S>>(path(options.get ?? 'Get'), { Id: id }, { signal });
      const page = await crud.getAll({ Id: id, MaxResultCount: 1 } as ListInputOf<S>, signal);
      const row = page.items[0];
      if (!row) throw new AbpApiError(`There is no entity ${service} with id = ${id}!`, 404);
      return row;
    },
    create: (input, signal) => api.post<TCreated>(path('Create'), input, undefined, { signal }),
    update: (input, signal) => api.put<DtoOf<S>>(path('Update'), input, undefined, { signal }),
    delete: async (id, signal) => {
      await api.delete(path('Delete'), { Id: id }, { signal });
    },
    deleteMany: async (ids, { signal, onProgress } = {}) => {
      const result: ManyDeleteResult = { deleted: [], failed: [], stopped: false };
      for (const [index, id] of ids.entries()) {
        if (signal?.aborted) return { ...result, stopped: true };
        try {
          await crud.delete(id);
          result.deleted.push(id);
        } catch (error) {
          result.failed.push({ id, error });
        }
        onProgress?.(index + 1, ids.length);
      }
      return result;
    },
  };
  return crud;
}
