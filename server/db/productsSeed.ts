import { scaledDecimal } from '../../src/api/schemas/decimal.js';
import type { Db } from './client.js';
import { catalogueProducts, productImagePath, type CatalogueProduct } from './productCatalogue.js';
import { productPrices, products } from './schema.js';

/**
 * The demo provider's product catalogue (issue 13): every product of productCatalogue.ts with a price in each
 * currency the demo tenants sell in. A price is the euro price times a fixed demo rate, rounded half up to a
 * step that suits the currency (whole tens of dinars and denars, half units of marks and lei), in integers.
 */
const RATE_SCALE = 8;

/** Currency → [what one euro is worth in it, the rounding step]; exact decimals. */
export const demoPriceRates: Record<string, [rate: string, step: string]> = {
  EUR: ['1', '0.01'],
  ALL: ['98.35', '10'],
  RSD: ['117.17', '10'],
  MKD: ['61.695', '10'],
  RON: ['4.9775', '0.5'],
  BAM: ['1.95583', '0.5'],
  CHF: ['0.939', '0.5'],
  GBP: ['0.844', '0.5'],
  USD: ['1.163', '0.5'],
};

/** `eur × rate`, rounded half up to a multiple of `step`, as a decimal string with 4 places. */
export function convertPrice(eur: string, rate: string, step: string): string {
  // Everything in units of 10^-(4 + RATE_SCALE).
  const value = scaledDecimal(eur, 4) * scaledDecimal(rate, RATE_SCALE);
  const stepUnits = scaledDecimal(step, 4 + RATE_SCALE);
  const rounded = ((value + stepUnits / 2n) / stepUnits) * stepUnits;
  const tenThousandths = rounded / 10n ** BigInt(RATE_SCALE);
  const whole = tenThousandths / 10_000n;
  const fraction = (tenThousandths % 10_000n).toString().padStart(4, '0');
  return `${whole}.${fraction}`;
}

const START = '2024-01-01';
const END = '2035-12-31';

function productValues(p: CatalogueProduct, index: number, tenantIds: Map<string, number>) {
  const texts = Object.entries(p.texts);
  return {
    tenantId: p.tenancyName ? (tenantIds.get(p.tenancyName) ?? null) : null,
    code: p.code,
    type: p.type,
    variant: p.variant ?? null,
    countryCode: p.countryCode ?? null,
    names: Object.fromEntries(texts.map(([lng, [name]]) => [lng, name])),
    descriptions: Object.fromEntries(texts.map(([lng, [, description]]) => [lng, description])),
    pricing: p.pricing,
    needsDate: p.needsDate ?? false,
    weekdays: p.weekdays ?? [],
    availableFrom: START,
    availableTo: END,
    maxQuantity: p.maxQuantity ?? 1,
    images: [productImagePath(p.code)],
    sortOrder: index,
  };
}

export async function seedProducts(db: Db, tenants: { id: number; tenancyName: string }[]) {
  const tenantIds = new Map(tenants.map((t) => [t.tenancyName, t.id]));
  const wanted = catalogueProducts.filter((p) => !p.tenancyName || tenantIds.has(p.tenancyName));
  const rows = await db
    .insert(products)
    .values(wanted.map((p, i) => productValues(p, i, tenantIds)))
    .returning({ id: products.id, code: products.code });
  const byCode = new Map(rows.map((r) => [r.code, r.id]));
  await db.insert(productPrices).values(
    wanted.flatMap((p) =>
      Object.entries(demoPriceRates).map(([currency, [rate, step]]) => ({
        productId: byCode.get(p.code)!,
        currency,
        amount: convertPrice(p.eur, rate, step),
      })),
    ),
  );
}
