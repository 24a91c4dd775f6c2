import { z } from 'zod';
import {
  dateTimeString,
  keywordShape,
  listResult,
  pagedInputShape,
  stampedDto,
  stampedInput,
  v,
} from './common';
import { marketDto } from './market';

/**
 * The ReservationProviderMarket service's DTOs (`/api/services/app/ReservationProviderMarket/*`): which of
 * the tenant's reservation providers serves which of its markets (one link per pair).
 */
export const reservationProviderMarketDto = z.object({
  id: z.number().int(),
  ...stampedDto,
  reservationProviderId: z.number().int(),
  reservationProviderCode: z.string(),
  reservationProviderName: z.string(),
  marketId: z.number().int(),
  marketCode: z.string(),
  marketName: z.string(),
  isActive: z.boolean(),
  creationTime: dateTimeString,
});

const reservationProviderMarketFields = {
  reservationProviderId: v.id(),
  marketId: v.id(),
  isActive: v.optionalBool(),
};

export const createReservationProviderMarketDto = z.object(reservationProviderMarketFields);
export const updateReservationProviderMarketDto = z.object({
  id: v.id(),
  ...stampedInput,
  ...reservationProviderMarketFields,
});

export const getReservationProviderMarketsInput = z.object({
  ...pagedInputShape,
  ...keywordShape,
  isActive: v.optionalBool(),
  reservationProviderId: v.optionalInt(1),
  marketId: v.optionalInt(1),
});

/**
 * ReservationProviderMarket/GetMarkets: the tenant's active markets for pickers, ordered by code; with
 * ReservationProviderId, only those the provider actively serves.
 */
export const getProviderMarketsInput = z.object({ reservationProviderId: v.optionalInt(1) });
export const providerMarketListDto = listResult(marketDto);
