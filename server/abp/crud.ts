import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  ilike,
  isNull,
  or,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { PagedResultDto } from '../../src/api/types/abp.js';
import type { Db } from '../db/client.js';
import { EntityNotFoundError } from './errors.js';
import { pagedInput, v } from './input.js';
import { orderBy, likePattern } from './paging.js';
import { op, type Operation, type ServiceContext, type ServiceDefinition } from './service.js';

/**
 * The generic CRUD factory: one call gives a standard ABP resource its five operations
 * (Get, GetAll, Create, Update, Delete) over a Drizzle table, in the AsyncCrudAppService shape.
 *
 * - Tenant scope: when the table has a `tenantId` column, every read and write is limited to the caller's
 *   tenant (`IS NULL` for the host) and Create stamps it; an id from another tenant is a 404, like an unknown id.
 * - Soft delete: when the table has an `isDeleted` column, Delete sets it and reads skip deleted rows.
 * - GetAll: SkipCount/MaxResultCount paging, Sorting over an allow-list of columns (ties broken by id),
 *   Keyword (case-insensitive "contains" over listed text columns) and extra filters.
 * - Create/Update: `values` validates (throw field errors there) and builds the row; the write and `after`
 *   run in one transaction (`after` gets a context whose `db` is it); the answer is the fresh DTO.
 * - Permissions: `permission` guards every operation; each block may add its own (e.g. Pages.X.Create).
 * - Leave out `create`, `update` or `remove` to omit that operation; add or override operations by spreading
 *   the result: `{ ...crud, operations: { ...crud.operations, Activate: op({...}) } }`.
 *
 * @example
 * export const currencyService = crudService({
 *   name: 'Currency', table: currencies, permission: Permissions.Currencies, toDto,
 *   getAll: { sorting: { code: currencies.code }, defaultSorting: 'code', keyword: [currencies.code] },
 *   create: { input: { code: v.string(3) }, values: (input) => ({ code: input.code }) },
 *   update: { input: { code: v.string(3) }, values: (input) => ({ code: input.code }) },
 *   remove: {},
 * });
 */

export type Row<T extends PgTable> = T['$inferSelect'];
export type Insert<T extends PgTable> = T['$inferInsert'];
type Permission = string | string[];

const keywordShape = { keyword: v.optionalString(256) };
/** What every GetAll receives, plus the service's own filters. */
export type ListInput<F extends z.ZodRawShape> = {
  skipCount: number;
  maxResultCount: number;
  sorting: string | null;
  keyword: string | null;
} & z.output<z.ZodObject<F>>;
const idShape = { id: v.id() };
export type UpdateInput<U extends z.ZodRawShape> = { id: number } & z.output<z.ZodObject<U>>;

/** Maps rows to DTOs: per row, or per page when related data must be loaded in one query. */
export type DtoMapper<T extends PgTable, Dto> =
  { toDto(row: Row<T>): Dto } | { toDtos(rows: Row<T>[], ctx: ServiceContext): Promise<Dto[]> | Dto[] };

export type CrudConfig<
  T extends PgTable,
  Dto,
  C extends z.ZodRawShape,
  U extends z.ZodRawShape,
  F extends z.ZodRawShape,
> = DtoMapper<T, Dto> & {
  /** The service name in `/api/services/app/{name}/{Operation}`. */
  name: string;
  /** The entity name in 404 messages (defaults to `name`). */
  entity?: string;
  table: T;
  /** Required by every operation, like ABP's class-level `[AbpAuthorize]`. */
  permission: Permission;
  /** Get and GetAll. */
  getAll: {
    /** Required on top of `permission` (for Get too). */
    permission?: Permission;
    /** Sortable fields by their API name; Sorting names anything else → 400 on `sorting`. */
    sorting: Record<string, AnyColumn>;
    /** Used when the request has no Sorting, e.g. `"userName"`. */
    defaultSorting: string;
    /** Text columns the Keyword must be found in (any of them, case-insensitive). */
    keyword?: AnyColumn[];
    /** Extra query inputs (e.g. `{ isActive: v.optionalBool() }`) and the conditions they make. */
    filters?: F;
    where?(input: ListInput<F>, ctx: ServiceContext): (SQL | undefined)[];
  };
  create?: {
    permission?: Permission;
    input: C;
    /** The row to insert; the tenant id is added by the factory. Throw validation errors from here. */
    values(input: z.output<z.ZodObject<C>>, ctx: ServiceContext): Promise<Insert<T>> | Insert<T>;
    after?(row: Row<T>, input: z.output<z.ZodObject<C>>, ctx: ServiceContext): Promise<void>;
  };
  update?: {
    permission?: Permission;
    /** Fields of the Update input; the factory adds the required `id`. */
    input: U;
    values(
      input: UpdateInput<U>,
      row: Row<T>,
      ctx: ServiceContext,
    ): Promise<Partial<Insert<T>>> | Partial<Insert<T>>;
    after?(row: Row<T>, input: UpdateInput<U>, ctx: ServiceContext): Promise<void>;
  };
  remove?: {
    permission?: Permission;
    /** Runs in the delete's transaction before the row goes: refuse here, or clean up relations. */
    before?(row: Row<T>, ctx: ServiceContext): Promise<void> | void;
  };
};

export interface CrudService<T extends PgTable, Dto> extends ServiceDefinition {
  /** The row with this id in the caller's scope, or a 404 naming the entity. */
  find(ctx: ServiceContext, id: number): Promise<Row<T>>;
  /** The DTOs of rows, through the configured mapper. */
  dtos(ctx: ServiceContext, rows: Row<T>[]): Promise<Dto[]>;
  /** The caller's scope: tenant and not deleted (undefined when the table has neither column). */
  scope(ctx: ServiceContext): SQL | undefined;
}

/** Runs `work` in a transaction, with a context whose `db` is the transaction. */
export function inTransaction<R>(ctx: ServiceContext, work: (tx: ServiceContext) => Promise<R>): Promise<R> {
  return ctx.db.transaction((tx) => work({ ...ctx, db: tx as unknown as Db }));
}

/** Counts the matching rows, then reads one sorted page of them (ABP's count → sort → page). */
export async function readPage<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  page: { skipCount: number; maxResultCount: number },
): Promise<{ totalCount: number; rows: Row<T>[] }> {
  const [total] = await db
    .select({ n: count() })
    .from(table as PgTable)
    .where(where);
  const totalCount = Number(total?.n ?? 0);
  if (totalCount === 0 || page.skipCount >= totalCount) return { totalCount, rows: [] };
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .offset(page.skipCount)
    .limit(page.maxResultCount);
  return { totalCount, rows: rows as Row<T>[] };
}

/** `a ILIKE %keyword% OR b ILIKE ...`, or undefined for a blank keyword. */
export function keywordFilter(keyword: string | null | undefined, columns: AnyColumn[]): SQL | undefined {
  if (!keyword?.trim()) return undefined;
  const pattern = likePattern(keyword);
  return or(...columns.map((c) => ilike(c, pattern)));
}

export function crudService<
  T extends PgTable,
  Dto,
  C extends z.ZodRawShape = Record<never, never>,
  U extends z.ZodRawShape = Record<never, never>,
  F extends z.ZodRawShape = Record<never, never>,
>(config: CrudConfig<T, Dto, C, U, F>): CrudService<T, Dto> {
  const { table, getAll } = config;
  const entity = config.entity ?? config.name;
  const columns = getTableColumns(table) as Record<string, AnyColumn | undefined>;
  const idColumn = columns.id;
  if (!idColumn) throw new Error(`${config.name}: the table needs an id column`);
  const tenantColumn = columns.tenantId;
  const deletedColumn = columns.isDeleted;

  const scope = (ctx: ServiceContext) => {
    const tenantId = ctx.session.tenantId;
    return and(
      tenantColumn ? (tenantId === null ? isNull(tenantColumn) : eq(tenantColumn, tenantId)) : undefined,
      deletedColumn ? eq(deletedColumn, false) : undefined,
    );
  };

  const find = async (ctx: ServiceContext, id: number) => {
    const [row] = await ctx.db
      .select()
      .from(table as PgTable)
      .where(and(eq(idColumn, id), scope(ctx)));
    if (!row) throw new EntityNotFoundError(entity, id);
    return row as Row<T>;
  };

  const dtos = async (ctx: ServiceContext, rows: Row<T>[]) =>
    'toDtos' in config ? config.toDtos(rows, ctx) : rows.map((r) => config.toDto(r));
  const dto = async (ctx: ServiceContext, row: Row<T>) => (await dtos(ctx, [row]))[0] as Dto;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each operation is checked by op() above
  const operations: Record<string, Operation<any>> = {
    Get: op({
      permission: getAll.permission,
      input: z.object(idShape),
      handler: async (ctx, input) => dto(ctx, await find(ctx, input.id)),
    }),
    GetAll: op({
      permission: getAll.permission,
      input: z.object({ ...pagedInput, ...keywordShape, ...(getAll.filters ?? ({} as F)) }),
      handler: async (ctx, input): Promise<PagedResultDto<Dto>> => {
        const list = input as unknown as ListInput<F>;
        const where = and(
          scope(ctx),
          keywordFilter(list.keyword, getAll.keyword ?? []),
          ...(getAll.where?.(list, ctx) ?? []),
        );
        const order = [...orderBy(list.sorting ?? getAll.defaultSorting, getAll.sorting, []), asc(idColumn)];
        const page = await readPage(ctx.db, table, where, order, list);
        return { totalCount: page.totalCount, items: await dtos(ctx, page.rows) };
      },
    }),
  };

  const { create, update, remove } = config;
  if (create)
    operations.Create = op({
      permission: create.permission,
      input: z.object(create.input),
      handler: async (ctx, input) => {
        const values = await create.values(input as z.output<z.ZodObject<C>>, ctx);
        const row = await inTransaction(ctx, async (tx) => {
          const stamped = tenantColumn ? { ...values, tenantId: ctx.session.tenantId } : values;
          const [inserted] = (await tx.db
            .insert(table as PgTable)
            .values(stamped as Insert<PgTable>)
            .returning()) as Row<T>[];
          if (!inserted) throw new Error(`${entity} insert returned nothing`);
          await create.after?.(inserted, input as z.output<z.ZodObject<C>>, tx);
          return inserted;
        });
        return dto(ctx, await find(ctx, (row as { id: number }).id));
      },
    });
  if (update)
    operations.Update = op({
      permission: update.permission,
      input: z.object({ ...idShape, ...update.input }),
      handler: async (ctx, raw) => {
        const input = raw as unknown as UpdateInput<U>;
        const row = await find(ctx, input.id);
        const values = await update.values(input, row, ctx);
        await inTransaction(ctx, async (tx) => {
          if (Object.keys(values).length)
            await tx.db
              .update(table as PgTable)
              .set(values as Partial<Insert<PgTable>>)
              .where(eq(idColumn, input.id));
          await update.after?.(row, input, tx);
        });
        return dto(ctx, await find(ctx, input.id));
      },
    });
  if (remove)
    operations.Delete = op({
      permission: remove.permission,
      input: z.object(idShape),
      handler: async (ctx, input) => {
        const row = await find(ctx, input.id);
        await inTransaction(ctx, async (tx) => {
          await remove.before?.(row, tx);
          if (deletedColumn)
            await tx.db
              .update(table as PgTable)
              .set({ isDeleted: true } as Partial<Insert<PgTable>>)
              .where(eq(idColumn, input.id));
          else await tx.db.delete(table as PgTable).where(eq(idColumn, input.id));
        });
      },
    });

  return { name: config.name, permission: config.permission, operations, find, dtos, scope };
}
