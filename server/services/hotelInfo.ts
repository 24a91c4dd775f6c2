import { eq, sql } from 'drizzle-orm';
import type { HotelDetailDto, HotelImagesDto, HotelLocationDto } from '../../src/api/schemas/reservation.js';
import { UserFriendlyError } from '../abp/errors.js';
import { supportedCultures, type Culture } from '../abp/l10n/index.js';
import type { ServiceContext } from '../abp/service.js';
import { hotels } from '../db/schema.js';

/**
 * The public hotel catalogue calls of the Reservation service: the description in the visitor's language (English
 * when there is none), the shipped pictures with their alternative text, and where the hotel is.
 */
const culture = (language: string): Culture => {
  const code = language.trim().toLowerCase().split(/[-_]/)[0] ?? 'en';
  return (supportedCultures as readonly string[]).includes(code) ? (code as Culture) : 'en';
};

const PICTURE: Record<Culture, (n: number, of: number) => string> = {
  en: (n, of) => `picture ${n} of ${of}`,
  ro: (n, of) => `imaginea ${n} din ${of}`,
  mk: (n, of) => `слика ${n} од ${of}`,
  bs: (n, of) => `slika ${n} od ${of}`,
  sr: (n, of) => `slika ${n} od ${of}`,
  sq: (n, of) => `fotoja ${n} nga ${of}`,
  de: (n, of) => `Bild ${n} von ${of}`,
};

/** The shipped pictures are drawn at 640 × 400 (scripts/assets/hotelImages.ts). */
const IMAGE_SIZE = { width: 640, height: 400 };

async function hotelByCode(ctx: ServiceContext, code: string) {
  const [hotel] = await ctx.db
    .select()
    .from(hotels)
    .where(eq(sql`upper(${hotels.tvHotelCode})`, code.trim().toUpperCase()));
  if (!hotel || !hotel.isActive)
    throw new UserFriendlyError({ key: 'HotelNotFound', args: [code.trim()] }, null, 0, 404);
  return hotel;
}

export async function hotelDetail(
  ctx: ServiceContext,
  code: string,
  language: string,
): Promise<HotelDetailDto> {
  const hotel = await hotelByCode(ctx, code);
  const asked = culture(language);
  const has = !!hotel.descriptions[asked];
  return {
    tvHotelCode: hotel.tvHotelCode,
    name: hotel.name,
    stars: hotel.stars,
    description: (has ? hotel.descriptions[asked] : hotel.descriptions.en) ?? '',
    language: has ? asked : 'en',
    boardTypes: hotel.boardTypes,
    roomTypes: hotel.roomTypes,
  };
}

export async function hotelImages(
  ctx: ServiceContext,
  code: string,
  language: string,
): Promise<HotelImagesDto> {
  const hotel = await hotelByCode(ctx, code);
  const picture = PICTURE[culture(language)];
  return {
    tvHotelCode: hotel.tvHotelCode,
    images: hotel.images.map((url, i) => ({
      url,
      alt: `${hotel.name}, ${hotel.city}: ${picture(i + 1, hotel.images.length)}`,
      ...IMAGE_SIZE,
    })),
  };
}

/** An OpenStreetMap address centred on the point, with a marker. */
export const mapUrl = (lat: string, lon: string) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;

export async function hotelLocation(ctx: ServiceContext, code: string): Promise<HotelLocationDto> {
  const hotel = await hotelByCode(ctx, code);
  return {
    tvHotelCode: hotel.tvHotelCode,
    address: hotel.address,
    city: hotel.city,
    countryCode: hotel.countryCode,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    mapUrl: mapUrl(hotel.latitude, hotel.longitude),
  };
}
