import { describe, expect, it } from 'vitest';
import type { ProductMediaDto } from '../../../src/api/schemas/product.js';
import type { SearchResultDto } from '../../../src/api/schemas/search.js';
import type { BasketWithItemsDto } from '../../../src/api/schemas/basket.js';
import { createTestApp } from '../helpers.js';
import {
  bookingOrder,
  dayFromToday,
  expectOk,
  fieldsOf,
  GERMANY,
  NORTH_MACEDONIA,
  url,
  withGrant,
} from './extrasHelpers.js';

const search = (b: Awaited<ReturnType<typeof bookingOrder>>, body: Record<string, unknown> = {}) =>
  b.call<SearchResultDto>({
    method: 'POST',
    url: url('Search/SearchProduct'),
    query: { tenantId: b.tenantId },
    body: { orderId: b.orderId, ...body },
  });

const codes = (r: SearchResultDto) => r.items.map((i) => i.code);
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

describe('Search/SearchProduct', { timeout: 60_000 }, () => {
  it('offers the products of the destination and tenant, priced by the server for the travellers', async () => {
    const t = await createTestApp();
    const b = await bookingOrder(t, { currency: 'EUR', nights: 4, adults: 2, children: 1 });
    const r = expectOk(await search(b));
    expect(r).toMatchObject({ orderId: b.orderId, currency: 'EUR', persons: 3, nights: 4 });
    expect(r.searchId).toMatch(/^[0-9a-f-]{36}$/);
    expect(codes(r)).toEqual(
      expect.arrayContaining(['TRF-ARR', 'TRF-DEP', 'TRF-RT', 'INS-MED', 'EXC-BELGRADE', 'UPG-ROOM']),
    );
    // Another country's excursion and another tenant's insurance are not offered.
    expect(codes(r)).not.toContain('EXC-OHRID');
    expect(codes(r)).not.toContain('INS-DE-PLUS');
    const byCode = Object.fromEntries(r.items.map((i) => [i.code, i]));
    // 1.50 per person and night × 4 nights = 6.00 a person; three travellers.
    expect(byCode['INS-MED']).toMatchObject({
      unitPrice: '6.00',
      defaultQuantity: 3,
      maxQuantity: 3,
      totalPrice: '18.00',
    });
    expect(byCode['TRF-RT']).toMatchObject({
      unitPrice: '60.00',
      defaultQuantity: 1,
      maxQuantity: 3,
      totalPrice: '60.00',
    });
    expect(byCode['UPG-ROOM']).toMatchObject({ unitPrice: '100.00', totalPrice: '100.00' });
    expect(byCode['TRF-DEP']!.serviceDate).toBe(dayFromToday(14));
    expect(byCode['TRF-ARR']!.serviceDate).toBe(dayFromToday(10));
  });

  it('prices in the order currency, in its minor units', async () => {
    const t = await createTestApp();
    const rsd = await bookingOrder(t, { currency: 'RSD', nights: 4 });
    const byCode = Object.fromEntries(expectOk(await search(rsd)).items.map((i) => [i.code, i]));
    // 1.50 € × 117.17 = 175.76 → 180 RSD a night; × 4 nights; three travellers.
    expect(byCode['INS-MED']).toMatchObject({ currency: 'RSD', unitPrice: '720.00', totalPrice: '2160.00' });
    const de = await bookingOrder(t, { tenantId: GERMANY, currency: 'EUR', hotel: 'TV10001' });
    const deCodes = codes(expectOk(await search(de)));
    expect(deCodes).toEqual(expect.arrayContaining(['INS-DE-PLUS', 'EXC-OHRID']));
    expect(deCodes).not.toContain('EXC-BELGRADE');
  });

  it('offers excursions only on the days they run, from tomorrow, inside the searched window', async () => {
    const t = await createTestApp();
    const b = await bookingOrder(t, {
      hotel: 'TV10001',
      tenantId: NORTH_MACEDONIA,
      currency: 'MKD',
      checkInInDays: -1,
      nights: 10,
    });
    const r = expectOk(await search(b));
    const ohrid = r.items.find((i) => i.code === 'EXC-OHRID')!;
    expect(ohrid.needsDate).toBe(true);
    expect(ohrid.availableDates.length).toBeGreaterThan(0);
    for (const day of ohrid.availableDates) {
      expect([2, 4, 6]).toContain(weekday(day));
      expect(day >= dayFromToday(1)).toBe(true);
      expect(day < dayFromToday(9)).toBe(true);
    }
    // The stay began yesterday: no arrival transfer, insurance or upgrade any more.
    expect(codes(r)).not.toContain('TRF-ARR');
    expect(codes(r)).toContain('TRF-DEP');
    const narrowed = expectOk(
      await search(b, { productType: 3, startDate: dayFromToday(3), endDate: dayFromToday(4) }),
    );
    expect(new Set(narrowed.items.map((i) => i.productType))).toEqual(new Set([3]));
    for (const item of narrowed.items)
      for (const day of item.availableDates) expect([dayFromToday(3), dayFromToday(4)]).toContain(day);
  });

  it('names the fields it refuses, and needs the grant of that order', async () => {
    const t = await createTestApp();
    const b = await bookingOrder(t);
    expect(fieldsOf(await search(b, { adults: 5 }))).toEqual(['adults', 'children']);
    expect(fieldsOf(await search(b, { productType: 9, startDate: '2026-02-30' }))).toEqual(
      expect.arrayContaining(['productType', 'startDate']),
    );
    const noTenant = await b.call({
      method: 'POST',
      url: url('Search/SearchProduct'),
      body: { orderId: b.orderId },
    });
    expect(fieldsOf(noTenant)).toEqual(['tenantId']);
    const other = await bookingOrder(t);
    const res = await other.call({
      method: 'POST',
      url: url('Search/SearchProduct'),
      query: { tenantId: b.tenantId },
      body: { orderId: b.orderId },
    });
    expect(res.status).toBe(403);
    const bare = await t.call({
      method: 'POST',
      url: url('Search/SearchProduct'),
      query: { tenantId: b.tenantId },
      body: { orderId: b.orderId },
    });
    expect(bare.status).toBe(403);
  });
});

describe('Search/SearchVouchersProduct and Product/GetProductMediaUri', { timeout: 60_000 }, () => {
  it('finds the grant’s order by voucher, and refuses another order’s voucher', async () => {
    const t = await createTestApp();
    const b = await bookingOrder(t);
    const other = await bookingOrder(t);
    const ok = expectOk(
      await b.call<SearchResultDto>({
        method: 'POST',
        url: url('Search/SearchVouchersProduct'),
        query: { tenantId: b.tenantId },
        body: { voucherNo: b.voucherNo.toLowerCase(), productType: 2 },
      }),
    );
    expect(ok.orderId).toBe(b.orderId);
    expect(new Set(ok.items.map((i) => i.productType))).toEqual(new Set([2]));
    const refused = await b.call({
      method: 'POST',
      url: url('Search/SearchVouchersProduct'),
      body: { tenantId: b.tenantId, voucherNo: other.voucherNo },
    });
    expect(refused.status).toBe(403);
  });

  it('lists the items a search led to', async () => {
    const t = await createTestApp();
    const b = await bookingOrder(t);
    const first = expectOk(await search(b));
    const second = expectOk(await search(b));
    const add = (searchId: string, code: string, r: SearchResultDto) => {
      const offer = r.items.find((i) => i.code === code)!;
      return b.call<BasketWithItemsDto>({
        method: 'POST',
        url: url('Basket/AddItemToBasket'),
        body: {
          tenantId: b.tenantId,
          orderId: b.orderId,
          productType: offer.productType,
          productId: offer.productId,
          quantity: 1,
          searchId,
        },
      });
    };
    expectOk(await add(first.searchId, 'TRF-RT', first));
    const basket = expectOk(await add(second.searchId, 'INS-CXL', second));
    const bySearch = expectOk(
      await b.call<BasketWithItemsDto>({
        url: url('Basket/GetBasketWithItemsBySearchId'),
        query: { tenantId: b.tenantId, basketId: basket.id!, searchId: second.searchId },
      }),
    );
    expect(bySearch.items.map((i) => i.code)).toEqual(['INS-CXL']);
  });

  it('gives a product’s pictures to a visitor with a grant, only of products their tenant sees', async () => {
    const t = await createTestApp();
    const b = await bookingOrder(t);
    const r = expectOk(await search(b));
    const offer = r.items.find((i) => i.code === 'TRF-RT')!;
    const media = (caller: typeof b, productTypeId: number, productId: number) =>
      caller.call<ProductMediaDto>({
        url: url('Product/GetProductMediaUri'),
        query: { ProductTypeId: productTypeId, ProductId: productId },
      });
    expect(expectOk(await media(b, 1, offer.productId)).items).toEqual([
      { uri: '/products/trf-rt.svg', mediaType: 'image/svg+xml', title: offer.name, isMain: true },
    ]);
    expect((await media(b, 2, offer.productId)).status).toBe(404);
    const de = await bookingOrder(t, { tenantId: GERMANY, hotel: 'TV10001' });
    const deOffer = expectOk(await search(de)).items.find((i) => i.code === 'INS-DE-PLUS')!;
    expect((await media(b, 2, deOffer.productId)).status).toBe(404);
    expect(expectOk(await media(de, 2, deOffer.productId)).items).toHaveLength(1);
    expect(
      (
        await t.call({
          url: url('Product/GetProductMediaUri'),
          query: { ProductTypeId: 1, ProductId: offer.productId },
        })
      ).status,
    ).toBe(403);
    expect(withGrant(t, 3, b.orderId).grant).not.toBe('');
  });
});
