import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { Permissions } from '../../src/api/permissions.js';
import {
  createReservationProviderMarketDto,
  getProviderMarketsInput,
  getReservationProviderMarketsInput,
  providerMarketListDto,
  reservationProviderMarketDto,
  updateReservationProviderMarketDto,
} from '../../src/api/schemas/reservationProviderMarket.js';
import { v } from '../../src/api/schemas/common.js';
import type { ListResultDto } from '../../src/api/types/abp.js';
import { markets, reservationProviderMarkets, reservationProviders } from '../db/schema.js';
import { crudService, filter, folded, type UniqueIndexes } from '../abp/crud/index.js';
import { fieldError } from '../abp/errors.js';
import { op, type ServiceContext, type ServiceDefinition } from '../abp/service.js';
import { given, inCallerTenant, isoTime } from './configRules.js';
import { marketToDto } from './Market.js';

const links = reservationProviderMarkets;
const provider = alias(reservationProviders, 'provider');
const market = alias(markets, 'market');

type Row = typeof links.$inferSelect & {
  reservationProviderCode: string;
  reservationProviderName: string;
  marketCode: string;
  marketName: string;
};

const unique: UniqueIndexes<{ marketId: number }> = {
  reservation_provider_markets_pair_uq: {
    field: 'marketId',
    message: 'MarketAlreadyServed',
    value: (i) => String(i.marketId),
  },
};

/** The tenant's provider and market a link names; either missing is a 400 naming its field. */
async function assertOwnRecords(
  ctx: ServiceContext,
  input: { reservationProviderId: number; marketId: number },
) {
  const [ownProvider] = await ctx.db
    .select({ id: reservationProviders.id })
    .from(reservationProviders)
    .where(
      and(
        eq(reservationProviders.id, input.reservationProviderId),
        inCallerTenant(ctx, reservationProviders.tenantId),
      ),
    );
  if (!ownProvider)
    throw fieldError(
      ['reservationProviderId'],
      'FieldUnknownId',
      'ReservationProviderId',
      input.reservationProviderId,
    );
  const [ownMarket] = await ctx.db
    .select({ id: markets.id })
    .from(markets)
    .where(and(eq(markets.id, input.marketId), inCallerTenant(ctx, markets.tenantId)));
  if (!ownMarket) throw fieldError(['marketId'], 'FieldUnknownId', 'MarketId', input.marketId);
}

/**
 * Which of the tenant's reservation providers serves which of its markets: one link per pair, both ends in
 * the caller's tenant (another tenant's ids are a 400, as unknown ids). GetMarkets lists the active markets
 * for pickers, or those a provider actively serves.
 */
const crud = crudService({
  name: 'ReservationProviderMarket',
  table: links,
  permission: Permissions.ReservationProviderMarkets,
  select: {
    columns: {
      ...getTableColumns(links),
      reservationProviderCode: provider.code,
      reservationProviderName: provider.name,
      marketCode: market.code,
      marketName: market.name,
    },
    join: (q: PgSelect) =>
      q
        .innerJoin(provider, eq(provider.id, links.reservationProviderId))
        .innerJoin(market, eq(market.id, links.marketId)),
  },
  toDto: (row: Row) => ({
    id: row.id,
    concurrencyStamp: row.concurrencyStamp,
    reservationProviderId: row.reservationProviderId,
    reservationProviderCode: row.reservationProviderCode,
    reservationProviderName: row.reservationProviderName,
    marketId: row.marketId,
    marketCode: row.marketCode,
    marketName: row.marketName,
    isActive: row.isActive,
    creationTime: isoTime(row.creationTime),
  }),
  dto: reservationProviderMarketDto,
  getAll: {
    input: getReservationProviderMarketsInput,
    sorting: {
      id: links.id,
      reservationProviderCode: folded(provider.code),
      reservationProviderName: folded(provider.name),
      marketCode: folded(market.code),
      marketName: folded(market.name),
      isActive: links.isActive,
      creationTime: links.creationTime,
    },
    defaultSorting: 'reservationProviderCode, marketCode',
    keyword: [provider.code, provider.name, market.code, market.name],
    filters: [
      filter.bool('isActive', links.isActive),
      filter.exact('reservationProviderId', links.reservationProviderId, v.optionalInt(1)),
      filter.exact('marketId', links.marketId, v.optionalInt(1)),
    ],
  },
  unique,
  create: {
    input: createReservationProviderMarketDto,
    values: async (input, tx) => {
      await assertOwnRecords(tx, input);
      return {
        reservationProviderId: input.reservationProviderId,
        marketId: input.marketId,
        isActive: input.isActive ?? true,
      };
    },
  },
  update: {
    input: updateReservationProviderMarketDto,
    values: async (input, row, tx) => {
      await assertOwnRecords(tx, input);
      return {
        reservationProviderId: input.reservationProviderId,
        marketId: input.marketId,
        isActive: given(input.isActive, row.isActive),
      };
    },
  },
  remove: {},
});

export const reservationProviderMarketService: ServiceDefinition = {
  ...crud,
  hostMayEnterTenant: true,
  operations: {
    ...crud.operations,
    GetMarkets: op({
      input: getProviderMarketsInput,
      output: providerMarketListDto,
      handler: async (ctx, input): Promise<ListResultDto<ReturnType<typeof marketToDto>>> => {
        const providerId = input.reservationProviderId;
        const served =
          providerId === undefined
            ? undefined
            : sql`exists (select 1 from ${links} where ${links.marketId} = ${markets.id}
                and ${links.reservationProviderId} = ${providerId} and ${links.isActive} = true)`;
        const rows = await ctx.db
          .select()
          .from(markets)
          .where(and(inCallerTenant(ctx, markets.tenantId), eq(markets.isActive, true), served))
          .orderBy(asc(markets.code));
        return { items: rows.map(marketToDto) };
      },
    }),
  },
};
