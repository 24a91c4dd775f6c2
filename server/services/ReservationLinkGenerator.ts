import { and, eq, sql } from 'drizzle-orm';
import { Permissions } from '../../src/api/permissions.js';
import { OrderStatus } from '../../src/api/schemas/order.js';
import {
  generateReservationLinkInput,
  getByAgentCodeInput,
  getByVoucherNoInput,
  getReservationLinksInput,
  reservationLinkDto,
  type reservationLinkSorting,
} from '../../src/api/schemas/reservationLink.js';
import type { ReservationLinkDto } from '../../src/api/types/operations.js';
import { crudService, filter, type SortWhitelist } from '../abp/crud/index.js';
import { fieldError, UserFriendlyError } from '../abp/errors.js';
import { publicOrigin } from '../abp/publicOrigin.js';
import { op, type ServiceContext, type ServiceDefinition } from '../abp/service.js';
import { orders, reservationLinks } from '../db/schema.js';
import { actor, agentCodeKey, agentCondition, agentScope, iso, opsFilter } from './operationsRules.js';
import { createLink } from './reservationLinkToken.js';

/** The link's address: the tenant's public origin, the landing page `/`, the token and the language. */
export const linkUrl = (origin: string, token: string, language: string) =>
  `${origin}/?${new URLSearchParams({ token, lng: language }).toString()}`;

const toDtos = (rows: (typeof reservationLinks.$inferSelect)[], ctx: ServiceContext): ReservationLinkDto[] =>
  rows.map((row) => ({
    id: row.id,
    tenantId: row.tenantId,
    voucherNo: row.voucherNo,
    agentCode: row.agentCode,
    language: row.language,
    url: linkUrl(publicOrigin(row.tenantId, ctx.request, ctx.deps.publicOrigins), row.token, row.language),
    expiresAt: iso(row.expiresAt),
    isExpired: row.expiresAt.getTime() <= Date.now(),
    createdByUserName: row.createdByUserName,
    creationTime: iso(row.creationTime),
  }));

/**
 * Signed, expiring links to the public landing page that an agent sends a customer (reservationLinkToken.ts).
 * Agents see and create only links with their own agent code (operationsRules.ts, decision 0016).
 */
const crud = crudService({
  name: 'ReservationLinkGenerator',
  entity: 'ReservationLink',
  table: reservationLinks,
  permission: Permissions.ReservationLinkGenerators,
  scope: 'hostSeesAll',
  toDtos,
  dto: reservationLinkDto,
  getAll: {
    input: getReservationLinksInput,
    sorting: {
      id: reservationLinks.id,
      creationTime: reservationLinks.creationTime,
      expiresAt: reservationLinks.expiresAt,
      voucherNo: reservationLinks.voucherNo,
      agentCode: reservationLinks.agentCode,
      language: reservationLinks.language,
    } satisfies SortWhitelist<typeof reservationLinkSorting>,
    defaultSorting: 'creationTime desc',
    keyword: [reservationLinks.voucherNo, reservationLinks.agentCode],
    filters: [
      opsFilter.upperExact('agentCode', sql`upper(${reservationLinks.agentCode})`),
      opsFilter.upperExact('voucherNo', reservationLinks.voucherNo),
      filter.exact('language', reservationLinks.language),
      {
        shape: {},
        where: (input) =>
          input.isExpired === undefined
            ? undefined
            : input.isExpired
              ? sql`${reservationLinks.expiresAt} <= now()`
              : sql`${reservationLinks.expiresAt} > now()`,
      },
      filter.dateRange('creationDate', reservationLinks.creationTime),
    ],
    where: async (_input, ctx) => [agentCondition(await agentScope(ctx), reservationLinks.agentCode)],
  },
});

async function generate(ctx: ServiceContext, input: ReturnType<typeof generateReservationLinkInput.parse>) {
  const tenantId = ctx.session.tenantId;
  if (tenantId === null) throw new UserFriendlyError({ key: 'TenantRequired' });
  const scope = await agentScope(ctx);
  let agentCode: string;
  if (scope.limited) {
    if (scope.agentCode === null) throw fieldError(['agentCode'], 'NoAgentCode');
    if (input.agentCode !== null && agentCodeKey(input.agentCode) !== scope.agentCode)
      throw fieldError(['agentCode'], 'AgentCodeNotYours', scope.agentCode);
    agentCode = scope.agentCode;
  } else {
    if (input.agentCode === null) throw fieldError(['agentCode'], 'FieldRequired', 'AgentCode');
    agentCode = agentCodeKey(input.agentCode);
  }
  const voucherNo = input.voucherNo.trim().toUpperCase();
  // An agent links only their own orders: another agent's is unknown to them, like another tenant's (ADR 0016).
  const [order] = await ctx.db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.voucherNo, voucherNo),
        agentCondition(scope, orders.userCode),
      ),
    );
  if (!order) throw fieldError(['voucherNo'], 'VoucherNotFound', voucherNo);
  // A cancelled booking cannot be paid or extended: a link would only invite the customer to try (issue 26).
  if (order.status === OrderStatus.Cancelled)
    throw fieldError(['voucherNo'], 'OrderCancelledNoLink', voucherNo);
  const expiresAt = new Date(Date.now() + input.expiresInHours * 3_600_000);
  return createLink(ctx.db, ctx.deps.secret, {
    tenantId,
    voucherNo,
    agentCode,
    language: input.language,
    expiresAt,
    ...actor(ctx),
  });
}

const list = crud.operations.GetAll!;

export const reservationLinkGeneratorService: ServiceDefinition = {
  name: 'ReservationLinkGenerator',
  permission: Permissions.ReservationLinkGenerators,
  hostMayEnterTenant: true,
  operations: {
    GenerateReservationLink: op({
      input: generateReservationLinkInput,
      output: reservationLinkDto,
      handler: async (ctx, input) => crud.get(ctx, await generate(ctx, input)),
    }),
    GetAll: list,
    /** The links of one agent (an agent asking for another's code gets none). */
    GetByAgentCode: { ...list, input: getByAgentCodeInput },
    GetByVoucherNo: { ...list, input: getByVoucherNoInput },
  },
};
