import { z } from 'zod';

/** Board codes of the demo reservation provider. */
export const BoardTypes = ['RO', 'BB', 'HB', 'FB', 'AI'] as const;
export type BoardType = (typeof BoardTypes)[number];

export const roomTypeDto = z.object({ code: z.string(), name: z.string(), maxOccupancy: z.number().int() });

/**
 * A hotel of the demo reservation provider's catalogue (the host's, shared by every tenant). `description` is in
 * the caller's language (English when there is none); `images` are paths on the SPA's origin.
 */
export const hotelDto = z.object({
  id: z.number().int(),
  tvHotelCode: z.string(),
  providerCode: z.string(),
  name: z.string(),
  stars: z.number().int(),
  address: z.string(),
  city: z.string(),
  countryCode: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  boardTypes: z.array(z.string()),
  roomTypes: z.array(roomTypeDto),
});
