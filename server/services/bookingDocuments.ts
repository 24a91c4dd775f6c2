import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UserDocumentsDto } from '../../src/api/schemas/reservation.js';
import type { AppDeps } from '../abp/deps.js';
import type { BookingGrant } from '../abp/bookingGrant.js';
import { UserFriendlyError } from '../abp/errors.js';
import { supportedCultures, translate, type Culture } from '../abp/l10n/index.js';
import { createContext, type ServiceContext } from '../abp/service.js';
import { orders, tenants } from '../db/schema.js';
import { renderVoucher } from './voucherHtml.js';
import { reservationView } from './reservationView.js';

/**
 * The documents of an order the visitor may download (Reservation/GetUserDocument): a printable HTML voucher,
 * generated on the fly. A download link cannot carry the X-Booking-Grant header, so GetUserDocument (which needs
 * the grant) answers short-lived addresses holding a signed document token (`d1.<claims>.<signature>`).
 */
export const DOCUMENT_KINDS = ['voucher'] as const;
export const DOCUMENT_LINK_SECONDS = 15 * 60;
export const DOCUMENT_PATH = '/api/booking/documents';

const keys = new Map<string, Buffer>();
const keyFor = (secret: string) => {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'client-care', 'booking-documents/v1', 32));
    keys.set(secret, key);
  }
  return key;
};
const mac = (secret: string, signed: string) => createHmac('sha256', keyFor(secret)).update(signed).digest();

export function signDocumentToken(
  secret: string,
  claims: { tid: number; oid: number; kind: string; exp: number },
) {
  const signed = `d1.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${signed}.${mac(secret, signed).toString('base64url')}`;
}

export function verifyDocumentToken(secret: string, token: unknown, now = Date.now()) {
  if (typeof token !== 'string' || token.length > 512) return null;
  const [version, body = '', signature = ''] = token.split('.');
  if (version !== 'd1') return null;
  const expected = mac(secret, `d1.${body}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      tid: number;
      oid: number;
      kind: string;
      exp: number;
    };
    return claims.exp * 1000 > now ? claims : null;
  } catch {
    return null;
  }
}

/** The documents of the grant's order, whose voucher the visitor names. */
export async function userDocuments(
  ctx: ServiceContext,
  grant: BookingGrant,
  voucherNo: string,
  wanted: string[] | undefined,
): Promise<UserDocumentsDto> {
  const [order] = await ctx.db
    .select({ id: orders.id, voucherNo: orders.voucherNo })
    .from(orders)
    .where(and(eq(orders.id, grant.orderId), eq(orders.tenantId, grant.tenantId)));
  if (!order || order.voucherNo !== voucherNo)
    throw new UserFriendlyError({ key: 'BookingAccessRequired' }, null, 0, 403);
  const exp = Math.floor(Date.now() / 1000) + DOCUMENT_LINK_SECONDS;
  const kinds = DOCUMENT_KINDS.filter((k) => !wanted?.length || wanted.includes(k));
  return {
    voucherNo: order.voucherNo,
    documents: kinds.map((kind) => {
      const t = signDocumentToken(ctx.deps.secret, { tid: grant.tenantId, oid: order.id, kind, exp });
      return {
        kind,
        fileName: `${kind}-${order.voucherNo}.html`,
        contentType: 'text/html',
        url: `${DOCUMENT_PATH}/${kind}?${new URLSearchParams({ t, lng: ctx.culture }).toString()}`,
        expiresAt: new Date(exp * 1000).toISOString(),
      };
    }),
  };
}

const cultureOf = (value: unknown, fallback: Culture): Culture =>
  typeof value === 'string' && (supportedCultures as readonly string[]).includes(value)
    ? (value as Culture)
    : fallback;

/** `GET /api/booking/documents/voucher?t=…&lng=…`: the printable voucher (no script, strict CSP). */
export function registerBookingDocumentRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get<{ Params: { kind: string }; Querystring: { t?: string; lng?: string } }>(
    `${DOCUMENT_PATH}/:kind`,
    async (request, reply) => {
      const culture = cultureOf(request.query.lng, request.abp.culture);
      const claims = verifyDocumentToken(deps.secret, request.query.t);
      reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
      if (!claims || claims.kind !== request.params.kind)
        return reply
          .status(410)
          .type('text/plain; charset=utf-8')
          .send(translate(culture, 'DocumentLinkExpired'));
      const ctx = createContext(deps, request, reply);
      const view = await reservationView(ctx, claims.tid, claims.oid);
      const [tenant] = await deps.db
        .select({ name: tenants.name })
        .from(tenants)
        .where(eq(tenants.id, claims.tid));
      if (!view)
        return reply
          .status(410)
          .type('text/plain; charset=utf-8')
          .send(translate(culture, 'DocumentLinkExpired'));
      return reply
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'")
        .header('Content-Disposition', `inline; filename="voucher-${view.voucherNo}.html"`)
        .type('text/html; charset=utf-8')
        .send(renderVoucher(view, tenant?.name ?? '', culture));
    },
  );
}
