import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { BasketWithItemsDto } from '@/api/schemas/basket';
import { AbpApiError } from '@/api/errors';
import { bookingSession, type BookingSession } from '../session';
import { extrasApi, type AddItem } from './api';

/** The visitor's booking session, following changes (another tab, a new grant, the basket id). */
export function useBookingSession(): BookingSession | null {
  const [session, setSession] = useState(() => bookingSession.get());
  useEffect(() => bookingSession.subscribe(setSession), []);
  return session;
}

/**
 * What the visitor reads when a call fails: the server's own translated message for a refused item (it names
 * the reason), ours for a lost connection and for an expired grant.
 */
export function errorText(error: unknown, t: TFunction<'extras'>): string {
  if (error instanceof AbpApiError) {
    if (error.isNetworkError) return t('errors.network');
    if (error.status === 403 || error.status === 401) return t('errors.expired');
    if (error.status >= 500 && !error.details) return t('errors.generic');
    return error.message || t('errors.generic');
  }
  return t('errors.generic');
}

/** The offers of the reservation and its server-side basket, with add, remove and "add to my booking". */
export function useExtras(session: BookingSession) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const queryClient = useQueryClient();
  const scope = { tenantId: session.tenantId, orderId: session.orderId };
  const root = ['booking', session.tenantId, session.orderId] as const;
  const basketKey = [...root, 'basket', language];

  const search = useQuery({
    queryKey: [...root, 'extras', language],
    queryFn: ({ signal }) => extrasApi.search(scope, signal),
    staleTime: 5 * 60_000,
  });
  const basket = useQuery({
    queryKey: basketKey,
    queryFn: ({ signal }) => extrasApi.basket(scope, signal),
  });

  const basketId = basket.data?.id ?? null;
  useEffect(() => {
    if (basketId && basketId !== bookingSession.get()?.basketId) bookingSession.update({ basketId });
  }, [basketId]);

  const settle = (next: BasketWithItemsDto) => {
    queryClient.setQueryData(basketKey, next);
    if (next.id) bookingSession.update({ basketId: next.id });
  };

  const add = useMutation({
    mutationFn: (item: AddItem) =>
      extrasApi.add({ ...scope, basketId }, { ...item, searchId: search.data?.searchId }),
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: (line: { productType: number; lineId: number }) => extrasApi.remove(scope, line),
    onSuccess: settle,
  });
  const toOrder = useMutation({
    mutationFn: async () => {
      const current = basket.data;
      if (!current?.id || current.items.length === 0) return null;
      return extrasApi.toOrder(scope, current.id);
    },
    onSuccess: async (result) => {
      if (!result) return;
      bookingSession.update({ basketId: null });
      await queryClient.invalidateQueries({ queryKey: root });
    },
  });

  return { search, basket, add, remove, toOrder, language };
}
