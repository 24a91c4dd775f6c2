import { scaledDecimal } from '../../src/api/schemas/decimal.js';
import { parseWebhookBody, verifySignature } from './signature.js';
import {
  ProviderUnavailableError,
  type CreatedPayment,
  type CreatePaymentRequest,
  type PaymentProviderAdapter,
  type ProviderOrder,
  type ProviderState,
} from './types.js';

/** Revolut Merchant API hosts; tests point `baseUrl` at a local stub. */
export const REVOLUT_BASE_URLS = {
  sandbox: 'https://sandbox-merchant.revolut.com',
  live: 'https://merchant.revolut.com',
} as const;
/** The API version this adapter is written to (sent on every call, as Revolut requires). */
export const REVOLUT_API_VERSION = '2024-09-01';
const TIMEOUT_MS = 10_000;

export interface RevolutCredentials {
  /** `sk_…`: the merchant secret key (Authorization: Bearer). */
  secretKey: string;
  /** `wsk_…`: the webhook signing secret. */
  webhookSecret: string | null;
}

/**
 * A payment provider's stored credentials for Revolut: either JSON `{"secretKey":"sk_…","webhookSecret":"wsk_…"}`
 * or the two keys separated by white space, a comma, `;` or `|` (each recognised by its prefix; a lone key
 * without a prefix is the secret key). Null when there is no secret key.
 */
export function parseRevolutCredentials(text: string | null): RevolutCredentials | null {
  if (!text?.trim()) return null;
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    try {
      const json = JSON.parse(trimmed) as { secretKey?: unknown; webhookSecret?: unknown };
      if (typeof json.secretKey !== 'string' || !json.secretKey) return null;
      return {
        secretKey: json.secretKey,
        webhookSecret: typeof json.webhookSecret === 'string' ? json.webhookSecret : null,
      };
    } catch {
      return null;
    }
  }
  const parts = trimmed.split(/[\s,;|]+/).filter(Boolean);
  const webhookSecret = parts.find((p) => p.startsWith('wsk_')) ?? null;
  const secretKey = parts.find((p) => p.startsWith('sk_')) ?? parts.find((p) => p !== webhookSecret);
  return secretKey ? { secretKey, webhookSecret } : null;
}

interface RevolutOrder {
  id?: unknown;
  state?: unknown;
  checkout_url?: unknown;
  payments?: { state?: unknown; decline_reason?: unknown; failure_reason?: unknown }[];
}

const orderStates: Record<string, ProviderState> = {
  pending: 'pending',
  processing: 'processing',
  authorised: 'authorised',
  completed: 'completed',
  cancelled: 'cancelled',
  failed: 'failed',
};

/**
 * Our reading of a Revolut order. A declined attempt does not fail a Revolut order (it returns to `pending`
 * and can be paid again at the same checkout), so it stays open here too, with the reason; only `failed`
 * and `cancelled` orders are final. A payment in `authentication_challenge` is a 3-D Secure challenge.
 */
export function readRevolutOrder(order: RevolutOrder): ProviderOrder {
  const id = typeof order.id === 'string' ? order.id : '';
  const raw = typeof order.state === 'string' ? order.state.toLowerCase() : '';
  const state = orderStates[raw];
  if (!id || !state) throw new ProviderUnavailableError('revolut', `unexpected order: ${raw || '?'}`);
  const last = order.payments?.at(-1);
  const reason = last?.decline_reason ?? last?.failure_reason;
  const failureReason = typeof reason === 'string' ? reason : null;
  if (state === 'processing' && last?.state === 'authentication_challenge')
    return { id, state: 'challenge', failureReason };
  return { id, state, failureReason };
}

export function revolutAdapter(options: {
  credentials: RevolutCredentials;
  isSandbox: boolean;
  /** Overrides the host (a local stub in tests). */
  baseUrl?: string;
}): PaymentProviderAdapter {
  const base = (options.baseUrl ?? REVOLUT_BASE_URLS[options.isSandbox ? 'sandbox' : 'live']).replace(
    /\/+$/,
    '',
  );

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<RevolutOrder> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${options.credentials.secretKey}`,
          'Revolut-Api-Version': REVOLUT_API_VERSION,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderUnavailableError('revolut', `unreachable: ${(error as Error).name}`);
    }
    if (!response.ok) throw new ProviderUnavailableError('revolut', `HTTP ${response.status}`);
    return (await response.json()) as RevolutOrder;
  }

  return {
    name: 'revolut',
    async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
      const order = await call('POST', '/api/orders', {
        amount: Number(scaledDecimal(request.amount, request.decimals)),
        currency: request.currency,
        description: `${request.voucherNo} #${request.paymentId}`,
        capture_mode: 'automatic',
        customer: { email: request.email, full_name: request.payer },
        merchant_order_data: { reference: `${request.voucherNo}-${request.paymentId}` },
        redirect_url: `${request.publicOrigin}/result/${request.paymentId}`,
        metadata: { paymentId: String(request.paymentId), tenantId: String(request.tenantId) },
      });
      const read = readRevolutOrder(order);
      const checkoutUrl = typeof order.checkout_url === 'string' ? order.checkout_url : null;
      if (!checkoutUrl) throw new ProviderUnavailableError('revolut', 'no checkout_url');
      return { providerOrderId: read.id, state: read.state, redirectUrl: checkoutUrl };
    },
    async retrieve(providerOrderId: string) {
      return readRevolutOrder(await call('GET', `/api/orders/${encodeURIComponent(providerOrderId)}`));
    },
    async cancel(providerOrderId: string) {
      await call('POST', `/api/orders/${encodeURIComponent(providerOrderId)}/cancel`);
    },
    verifyWebhook(headers, rawBody, now) {
      const secret = options.credentials.webhookSecret;
      if (!secret || !verifySignature(secret, headers, rawBody, now)) return null;
      return parseWebhookBody(rawBody);
    },
  };
}
