import { and, eq, getTableColumns, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  concurrencyStampInput,
  estimatedPagedResult,
  idInput,
  keywordShape,
  pagedInputShape,
  pagedResult,
  v,
} from '../../../src/api/schemas/common.js';
import type { PagedResultDto } from '../../../src/api/types/abp.js';
import type { Db } from '../../db/client.js';
import { EntityNotFoundError } from '../errors.js';
import { op, type Operation, type ServiceContext } from '../service.js';
import { filter } from './filters.js';
import { pageOf, readBigList, readList, readRows, type ListSelect } from './list.js';
import { scopeCondition } from './scope.js';
import { containsText, orderWithTies, sortParts } from './sorting.js';
import { guardUnique } from './unique.js';
import { ConcurrencyConflictError, expectedStamp, renewedStamp, stampedRow } from './concurrency.js';
import type { AnyObject, CrudConfig, CrudService, Insert, Row } from './config.js';

export { filter, type Filter } from './filters.js';
export {
  folded,
  containsText,
  likePattern,
  orderBy,
  patternOrder,
  type SortKey,
  type SortWhitelist,
} from './sorting.js';
export { guardUnique, violatedUniqueIndex, type UniqueIndexes } from './unique.js';
export { ConcurrencyConflictError, renewedStamp } from './concurrency.js';
export { cappedCount, readBigList, readRows, type ListSelect } from './list.js';
export { decoded, timestampIso, type ColumnIndexes, type RowReader } from './rows.js';
export type { TenantScope } from './scope.js';
export type { CrudConfig, CrudService, DtoMapper, Insert, Row } from './config.js';

/**
 * The generic CRUD factory: one call gives a standard ABP resource Get, GetAll, Create, Update and Delete
 * (AsyncCrudAppService), by building a query from what the resource declares.
 *
 * @example
 * export const bankTransferService = crudService({
 *   name: 'BankTransfer', table: bankTransfers, permission: Permissions.BankTransfer,
 *   scope: 'hostSeesAll',                          // the host lists every tenant's, `TenantId` narrows
 *   select: {                                      // joins and computed columns; default: the table's columns
 *     columns: { ...getTableColumns(bankTransfers), currency: currencies.code },
 *     join: (q) => q.leftJoin(currencies, eq(currencies.id, bankTransfers.currencyId)),
 *   },
 *   toDto: (row) => ({ ...row, creationTime: row.creationTime.toISOString() }),
 *   dto: bankTransferDto,                          // zod output schema (OpenAPI)
 *   getAll: {
 *     input: getBankTransfersInput,                // the shared zod schema (src/api/schemas)
 *     sorting: { creationTime: bankTransfers.creationTime, email: folded(bankTransfers.email) },
 *     defaultSorting: 'creationTime desc',
 *     keyword: [bankTransfers.email],              // contains, case- and accent-insensitive
 *     filters: [filter.text('email', bankTransfers.email), filter.oneOf('status', bankTransfers.status),
 *               filter.range('amount', bankTransfers.amount), filter.dateRange('creationDate', bankTransfers.creationTime)],
 *   },
 *   unique: { bank_transfers_reference_uq: { field: 'reference', message: 'ReferenceIsTaken', value: (i) => i.reference } },
 *   create: { input: createBankTransferDto, values: (input, tx) => ({ ... }) },
 * });
 *
 * - Scope: see TenantScope; an id outside the caller's scope is a 404, like an unknown id. Soft delete when the
 *   table has `isDeleted`.
 * - GetAll: SkipCount/MaxResultCount/Sorting or PageNumber/MaxResultCount/SortBy; MaxResultCount is clamped to
 *   1000; Sorting/SortBy may only name `sorting` fields (else 400 naming `sorting`/`sortBy`); ties are broken
 *   by `tieBreakers` (none by default), then by id, in the direction of the last sort; the total comes with the page (`count(*) over()`), or, with `exactCountUpTo`, is counted only up to
 *   that many rows and estimated beyond it (`totalCountIsEstimate`), for tables too big to count per page.
 * - Create/Update/Delete: `values`, `after` and `before` run inside the write's transaction with a context whose
 *   `db` is it, so look-ups that guard the write see what the write sees; a violated `unique` index becomes
 *   the same 400 naming the field. The answer is the fresh DTO, read through `select`.
 * - Update checks the row's `concurrencyStamp` when the table has one and the input names it (a stale one is a
 *   409, ./concurrency.ts), and writes a new stamp with every save.
 * - Leave out `create`, `update` or `remove` to omit that operation; add or override operations by spreading
 *   the result: `{ ...crud, operations: { ...crud.operations, Activate: op({...}) } }`.
 */

/** The ORDER BYs a list keeps (by the Sorting or SortBy text asked for). */
const KEPT_ORDERS = 64;

type ListBase = {
  skipCount: number;
  maxResultCount: number;
  pageNumber?: number;
  sorting: string | null;
  sortBy: string | null;
  keyword: string | null;
};

/** Runs `work` in a transaction, with a context whose `db` is the transaction. */
export function inTransaction<R>(ctx: ServiceContext, work: (tx: ServiceContext) => Promise<R>): Promise<R> {
  return ctx.db.transaction((tx) => work({ ...ctx, db: tx as unknown as Db }));
}

export function crudService<
  T extends PgTable,
  L = Row<T>,
  Dto = unknown,
  C extends AnyObject = AnyObject,
  U extends AnyObject = AnyObject,
  F extends AnyObject = AnyObject,
>(config: CrudConfig<T, L, Dto, C, U, F>): CrudService<T, Dto> {
  const { table, getAll } = config;
  const entity = config.entity ?? config.name;
  const columns = getTableColumns(table) as Record<string, AnyColumn | undefined>;
  const idColumn = columns.id;
  if (!idColumn) throw new Error(`${config.name}: the table needs an id column`);
  const select: ListSelect = config.select ?? { columns };
  const policy = config.scope ?? 'tenant';
  const scope = (ctx: ServiceContext) =>
    scopeCondition(ctx, policy, { tenantId: columns.tenantId, isDeleted: columns.isDeleted });
  const filters = [...(getAll.filters ?? [])];
  if (policy === 'hostSeesAll' && columns.tenantId) filters.push(filter.tenant(columns.tenantId));
  const defaultOrder = sortParts(getAll.defaultSorting, getAll.sorting);
  if (!defaultOrder) throw new Error(`${config.name}: defaultSorting is required`);

  const find = async (ctx: ServiceContext, id: number) => {
    const [row] = await ctx.db
      .select()
      .from(table as PgTable)
      .where(and(eq(idColumn, id), scope(ctx)));
    if (!row) throw new EntityNotFoundError(entity, id);
    return row as Row<T>;
  };
  const dtos = async (ctx: ServiceContext, rows: L[]) =>
    'toDtos' in config ? config.toDtos(rows, ctx) : rows.map((r) => config.toDto(r));
  const get = async (ctx: ServiceContext, id: number) => {
    const [row] = await readRows<L>(ctx.db, table, select, and(eq(idColumn, id), scope(ctx)));
    if (!row) throw new EntityNotFoundError(entity, id);
    return (await dtos(ctx, [row]))[0] as Dto;
  };

  // The ORDER BY of each Sorting/SortBy asked for, made once: the same terms then reuse their rendering (pageParts).
  const orders = new Map<string, SQL[]>();
  const orderOf = (input: ListBase): SQL[] => {
    const key = input.sortBy ? `sortBy ${input.sortBy}` : `sorting ${input.sorting ?? ''}`;
    let order = orders.get(key);
    if (!order) {
      const requested = input.sortBy
        ? sortParts(input.sortBy, getAll.sorting, 'sortBy')
        : sortParts(input.sorting, getAll.sorting);
      order = orderWithTies(requested ?? defaultOrder, getAll.tieBreakers ?? [], idColumn);
      if (orders.size >= KEPT_ORDERS) orders.delete(orders.keys().next().value!);
      orders.set(key, order);
    }
    return order;
  };

  const listInput = z.object({
    ...pagedInputShape,
    ...keywordShape,
    ...Object.assign({}, ...filters.map((f) => f.shape)),
    ...getAll.input?.shape,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each operation is checked by op()
  const operations: Record<string, Operation<any>> = {
    Get: op({
      permission: getAll.permission,
      input: idInput,
      output: config.dto,
      handler: (ctx, i) => get(ctx, i.id),
    }),
    GetAll: op({
      permission: getAll.permission,
      // The handler, its filters and `where` only read the input.
      keptInputs: 64,
      input: listInput,
      output: config.dto && (getAll.exactCountUpTo ? estimatedPagedResult : pagedResult)(config.dto),
      handler: async (ctx, raw): Promise<PagedResultDto<Dto>> => {
        const input = raw as Record<string, unknown> & ListBase;
        const narrowing = [
          containsText(input.keyword, getAll.keyword ?? []),
          ...filters.map((f) => f.where(input, ctx)),
          ...((await getAll.where?.(input as z.output<F>, ctx)) ?? []),
        ];
        const where = and(scope(ctx), ...narrowing);
        const order = orderOf(input);
        if (getAll.exactCountUpTo) {
          const big = await readBigList<L>(ctx.db, table, select, idColumn, where, order, pageOf(input), {
            exactUpTo: getAll.exactCountUpTo,
            genericDeepPages: narrowing.every((part) => part === undefined),
            counts: {
              cache: ctx.deps.listCounts,
              tenantId: ctx.session.tenantId,
              resource: config.name,
            },
          });
          const { totalCount, totalCountIsEstimate } = big;
          return { totalCount, totalCountIsEstimate, items: await dtos(ctx, big.rows) };
        }
        const page = await readList<L>(ctx.db, table, select, where, order, pageOf(input));
        return { totalCount: page.totalCount, items: await dtos(ctx, page.rows) };
      },
    }),
  };
  const { create, update, remove } = config;
  if (create)
    operations.Create = op({
      permission: create.permission,
      input: create.input,
      output: config.dto,
      handler: async (ctx, input) => {
        const id = await guardUnique(config.unique, input, () =>
          inTransaction(ctx, async (tx) => {
            const values = await create.values(input as z.output<C>, tx);
            const stamped = columns.tenantId ? { ...values, tenantId: ctx.session.tenantId } : values;
            const [row] = (await tx.db
              .insert(table as PgTable)
              .values(stamped as Insert<PgTable>)
              .returning()) as Row<T>[];
            if (!row) throw new Error(`${entity} insert returned nothing`);
            await create.after?.(row, input as z.output<C>, tx);
            return (row as { id: number }).id;
          }),
        );
        return get(ctx, id);
      },
    });
  const stampColumn = columns.concurrencyStamp;
  if (update)
    operations.Update = op({
      permission: update.permission,
      input: z.object({
        id: v.id(),
        ...(stampColumn ? { concurrencyStamp: concurrencyStampInput } : {}),
        ...update.input.shape,
      }),
      output: config.dto,
      handler: async (ctx, raw) => {
        const input = raw as z.output<U> & { id: number; concurrencyStamp?: string | null };
        await guardUnique(config.unique, input, () =>
          inTransaction(ctx, async (tx) => {
            // Optimistic concurrency (./concurrency.ts): the row is claimed first, by one UPDATE that checks the
            // stamp the caller read and writes a new one; it then stays locked until the save commits.
            if (stampColumn) {
              const claimed = await tx.db
                .update(table as PgTable)
                .set({ concurrencyStamp: renewedStamp() } as Partial<Insert<PgTable>>)
                .where(and(stampedRow(idColumn, input.id, stampColumn, expectedStamp(input)), scope(tx)))
                .returning({ id: idColumn as PgColumn });
              if (!claimed.length) {
                await find(tx, input.id); // an unknown id (or one outside the caller's scope) stays a 404
                throw new ConcurrencyConflictError();
              }
            }
            const row = await find(tx, input.id);
            // A resource's values never write a stamp back (one spread from the input would be the old one).
            const { concurrencyStamp: _stamp, ...values } = (await update.values(input, row, tx)) as Record<
              string,
              unknown
            >;
            if (Object.keys(values).length)
              await tx.db
                .update(table as PgTable)
                .set(values as Partial<Insert<PgTable>>)
                .where(eq(idColumn, input.id));
            await update.after?.(row, input, tx);
          }),
        );
        return get(ctx, input.id);
      },
    });
  if (remove)
    operations.Delete = op({
      permission: remove.permission,
      input: idInput,
      handler: (ctx, input) =>
        inTransaction(ctx, async (tx) => {
          const row = await find(tx, input.id);
          await remove.before?.(row, tx);
          if (columns.isDeleted)
            await tx.db
              .update(table as PgTable)
              .set({ isDeleted: true } as Partial<Insert<PgTable>>)
              .where(eq(idColumn, input.id));
          else await tx.db.delete(table as PgTable).where(eq(idColumn, input.id));
        }),
    });

  return { name: config.name, permission: config.permission, operations, find, get, scope };
}
