import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  HotelDetailDto,
  HotelImagesDto,
  HotelLocationDto,
  ReservationDto,
  TransferInfoDto,
  UserDocumentsDto,
} from '../../../src/api/schemas/reservation.js';
import { app, createSharedTestApp, type TestApp } from '../helpers.js';
import { getReservation, grantHeader, knownOrder, NORTH_MACEDONIA, proofOf, SERBIA } from './helpers.js';

let t: TestApp;
let dispose: () => Promise<void>;
let withTransfer: ReservationDto;
let plain: ReservationDto;

const open = async (tenantId: number, where: ReturnType<typeof sql>) => {
  const order = await knownOrder(t, tenantId, where);
  const res = await getReservation(t, tenantId, proofOf(order));
  expect(res.status).toBe(200);
  return res.body.result!;
};
const hasTransfer = sql`exists (select 1 from order_lines l where l.order_id = o.id and l.code = 'TRF')`;

beforeAll(async () => {
  ({ app: t, dispose } = await createSharedTestApp());
  withTransfer = await open(SERBIA, hasTransfer);
  plain = await open(NORTH_MACEDONIA, sql`not ${hasTransfer}`);
}, 60_000);
afterAll(() => dispose());

describe('Reservation hotel calls (public)', () => {
  it('describes the hotel in the asked language, else in English', async () => {
    const code = withTransfer.hotel.tvHotelCode;
    const sr = await t.call<HotelDetailDto>({
      url: app('Reservation/GetHotelDetail'),
      query: { TvHotelCode: code.toLowerCase(), Language: 'sr' },
    });
    expect(sr.status).toBe(200);
    expect(sr.body.result).toMatchObject({ tvHotelCode: code, language: 'sr' });
    expect(sr.body.result!.description).toMatch(/hotel sa \d zvezdic/);
    const xx = await t.call<HotelDetailDto>({
      url: app('Reservation/GetHotelDetail'),
      query: { TvHotelCode: code, Language: 'fr' },
    });
    expect(xx.body.result!.language).toBe('en');
    const missing = await t.call({ url: app('Reservation/GetHotelDetail'), query: { TvHotelCode: 'NOPE' } });
    expect(missing.status).toBe(404);
  });

  it('lists the shipped pictures with alternative text, and where the hotel is with a map link', async () => {
    const code = withTransfer.hotel.tvHotelCode;
    const images = await t.call<HotelImagesDto>({
      url: app('Reservation/GetHotelImages'),
      query: { TvHotelCode: code, Language: 'de' },
    });
    expect(images.body.result!.images).toHaveLength(2);
    expect(images.body.result!.images[0]).toMatchObject({
      url: `/hotels/${code.toLowerCase()}-1.svg`,
      alt: expect.stringMatching(/Bild 1 von 2$/),
    });
    const where = await t.call<HotelLocationDto>({
      url: app('Reservation/GetHotelLocation'),
      query: { TvHotelCode: code },
    });
    const loc = where.body.result!;
    expect(loc.address).toBe(withTransfer.hotel.address);
    expect(loc.mapUrl).toBe(
      `https://www.openstreetmap.org/?mlat=${loc.latitude}&mlon=${loc.longitude}#map=16/${loc.latitude}/${loc.longitude}`,
    );
  });
});

describe('Reservation/GetUserDocument', () => {
  it('gives the grant holder a short-lived voucher address that opens a printable page', async () => {
    const res = await t.call<UserDocumentsDto>({
      url: app('Reservation/GetUserDocument'),
      tenantId: SERBIA,
      culture: 'sr',
      query: { voucherNo: withTransfer.voucherNo },
      headers: grantHeader(withTransfer.bookingGrant),
    });
    expect(res.status).toBe(200);
    const [doc] = res.body.result!.documents;
    expect(doc).toMatchObject({ kind: 'voucher', contentType: 'text/html' });
    const page = await t.app.inject({ method: 'GET', url: doc!.url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain(withTransfer.voucherNo);
    expect(page.body).toContain('Vaučer');
    expect(page.body).toContain(withTransfer.customer.surname);
    const bad = await t.app.inject({ method: 'GET', url: doc!.url.replace(/t=[^&]{4}/, 't=d1.x') });
    expect(bad.statusCode).toBe(410);
    expect(bad.body).not.toContain(withTransfer.voucherNo);
  });

  it('refuses without the grant, with another order’s grant, or in another tenant', async () => {
    for (const [tenantId, headers, voucherNo] of [
      [SERBIA, {}, withTransfer.voucherNo],
      [SERBIA, grantHeader(plain.bookingGrant), withTransfer.voucherNo],
      [NORTH_MACEDONIA, grantHeader(withTransfer.bookingGrant), withTransfer.voucherNo],
      [SERBIA, grantHeader(withTransfer.bookingGrant), plain.voucherNo],
    ] as const) {
      const res = await t.call({
        url: app('Reservation/GetUserDocument'),
        tenantId,
        query: { voucherNo },
        headers,
      });
      expect(res.status).toBe(403);
    }
  });
});

describe('TransferInformation/GetTransferInfo', () => {
  it('gives the pick-ups of the order’s transfer in the supplier’s trip directions', async () => {
    const booked = withTransfer.transfers[0]!;
    expect(booked.supplierBookingNumber).toBe(`${withTransfer.voucherNo}-T1`);
    const res = await t.call<TransferInfoDto>({
      url: app('TransferInformation/GetTransferInfo'),
      tenantId: SERBIA,
      query: { ...booked },
      headers: grantHeader(withTransfer.bookingGrant),
    });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    const info = res.body.result!;
    expect([1, 2, 3]).toContain(info.tripDirection);
    expect(info.legs.length).toBe(info.tripDirection === 3 ? 2 : 1);
    const forward = info.legs.find((l) => l.direction === 1);
    if (forward) {
      expect(forward.date).toBe(withTransfer.checkIn);
      expect(forward.dropoffPlace).toContain(withTransfer.hotel.name);
      expect(forward.pickupTime).toMatch(/^\d{2}:\d{2}$/);
    }
    expect(plain.transfers).toEqual([]);
  });

  it('refuses another order’s booking number and a call without the grant', async () => {
    const booked = withTransfer.transfers[0]!;
    for (const headers of [{}, grantHeader(plain.bookingGrant)]) {
      const res = await t.call({
        url: app('TransferInformation/GetTransferInfo'),
        tenantId: SERBIA,
        query: { ...booked },
        headers,
      });
      expect(res.status).toBe(403);
    }
    const unknown = await t.call({
      url: app('TransferInformation/GetTransferInfo'),
      tenantId: SERBIA,
      query: { ...booked, supplierBookingNumber: `${withTransfer.voucherNo}-T9` },
      headers: grantHeader(withTransfer.bookingGrant),
    });
    expect(unknown.status).toBe(404);
  });
});
