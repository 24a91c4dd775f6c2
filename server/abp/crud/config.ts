import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ServiceContext, ServiceDefinition } from '../service.js';
import type { Filter } from './filters.js';
import type { ListSelect } from './list.js';
import type { TenantScope } from './scope.js';
import type { SortKey } from './sorting.js';
import type { UniqueIndexes } from './unique.js';

/** What a resource declares to the CRUD factory (see the example in ./index.ts). */
export type Row<T extends PgTable> = T['$inferSelect'];
export type Insert<T extends PgTable> = T['$inferInsert'];
export type Permission = string | string[];
export type AnyObject = z.ZodObject<z.ZodRawShape>;

/** Maps list rows to DTOs: per row, or per page when related data must be loaded in one query. */
export type DtoMapper<L, Dto> =
  { toDto(row: L): Dto } | { toDtos(rows: L[], ctx: ServiceContext): Promise<Dto[]> | Dto[] };

export type CrudConfig<
  T extends PgTable,
  L,
  Dto,
  C extends AnyObject,
  U extends AnyObject,
  F extends AnyObject,
> = DtoMapper<L, Dto> & {
  /** The service name in `/api/services/app/{name}/{Operation}`. */
  name: string;
  /** The entity name in 404 messages (defaults to `name`). */
  entity?: string;
  table: T;
  /** Required by every operation, like ABP's class-level `[AbpAuthorize]`. */
  permission: Permission;
  /** Defaults to `tenant` (no condition when the table has no tenant id). */
  scope?: TenantScope;
  /** The row Get and GetAll map to DTOs; defaults to the table's columns. */
  select?: ListSelect;
  /** The DTO's schema, published in the OpenAPI document. */
  dto?: z.ZodType;
  getAll: {
    /** Required on top of `permission` (for Get too). */
    permission?: Permission;
    /** The shared input schema; paging, keyword and the filters' inputs are added when missing. */
    input?: F;
    /** Sortable fields by their API name (a whitelist). */
    sorting: Record<string, SortKey>;
    /** Used when the request names no sort, e.g. `"userName"` or `"creationTime desc"`. */
    defaultSorting: string;
    /**
     * Break ties of any sort by these keys before the id (in the direction of the last sort), e.g. the creation
     * time, so that one index per sortable column — (column, creation time, id) — serves both "sorted by the
     * column" and "filtered by it, newest first".
     */
    tieBreakers?: SortKey[];
    /** Columns the Keyword must be found in (any of them, case- and accent-insensitive). */
    keyword?: (AnyColumn | SQL)[];
    filters?: Filter[];
    /** Conditions no filter kind expresses (may look up the caller, e.g. their permissions). */
    where?(input: z.output<F>, ctx: ServiceContext): Promise<(SQL | undefined)[]> | (SQL | undefined)[];
    /**
     * For big tables: count matching rows exactly only up to this many, beyond it answer the database's estimate
     * with `totalCountIsEstimate: true`, and read a page's rows by their ids (see `readBigList`).
     */
    exactCountUpTo?: number;
  };
  /** Unique indexes guarding Create and Update, by index name. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- shared by the Create and Update inputs
  unique?: UniqueIndexes<any>;
  create?: {
    permission?: Permission;
    input: C;
    /** The row to insert (the factory adds the tenant id); runs in the transaction. Throw field errors here. */
    values(input: z.output<C>, tx: ServiceContext): Promise<Insert<T>> | Insert<T>;
    after?(row: Row<T>, input: z.output<C>, tx: ServiceContext): Promise<void>;
  };
  update?: {
    permission?: Permission;
    /** The Update input; the factory adds the required `id` when the schema lacks it. */
    input: U;
    values(
      input: z.output<U> & { id: number },
      row: Row<T>,
      tx: ServiceContext,
    ): Promise<Partial<Insert<T>>> | Partial<Insert<T>>;
    after?(row: Row<T>, input: z.output<U> & { id: number }, tx: ServiceContext): Promise<void>;
  };
  remove?: {
    permission?: Permission;
    /** Runs in the delete's transaction before the row goes: refuse here, or clean up relations. */
    before?(row: Row<T>, tx: ServiceContext): Promise<void> | void;
  };
};

export interface CrudService<T extends PgTable, Dto> extends ServiceDefinition {
  /** The table row with this id in the caller's scope, or a 404 naming the entity. */
  find(ctx: ServiceContext, id: number): Promise<Row<T>>;
  /** The DTO of the record with this id in the caller's scope, or a 404. */
  get(ctx: ServiceContext, id: number): Promise<Dto>;
  /** The caller's scope: tenant and not deleted (undefined when the table has neither column). */
  scope(ctx: ServiceContext): SQL | undefined;
}
