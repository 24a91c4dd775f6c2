import { useTranslation } from 'react-i18next';
import type { ReservationProviderMarketDto } from '@/api/types/config';
import { useProviderMarkets, useReservationProviders } from '@/components/config/usePickers';

export interface LinkOption {
  value: number;
  label: string;
  disabled?: boolean;
}

const named = (name: string, code: string) => `${name} · ${code}`;

/**
 * The providers and markets a link may name, as options: the providers list and the active markets
 * (`ReservationProviderMarket/GetMarkets`), plus those the given links already name (an inactive market, or
 * providers the user may not list), so that a saved link always shows names.
 */
export function useLinkPickers(known: readonly ReservationProviderMarketDto[], enabled = true) {
  const { t } = useTranslation('config');
  const providers = useReservationProviders(enabled);
  const markets = useProviderMarkets(null, enabled);
  const providerOptions = new Map<number, LinkOption>();
  for (const p of providers.items)
    providerOptions.set(p.id, {
      value: p.id,
      label: p.isActive
        ? named(p.name, p.code)
        : t('reservationProviderMarkets.inactive', { name: named(p.name, p.code) }),
    });
  const marketOptions = new Map<number, LinkOption>();
  for (const m of markets.items) marketOptions.set(m.id, { value: m.id, label: named(m.name, m.code) });
  for (const link of known) {
    if (!providerOptions.has(link.reservationProviderId))
      providerOptions.set(link.reservationProviderId, {
        value: link.reservationProviderId,
        label: named(link.reservationProviderName, link.reservationProviderCode),
      });
    if (!marketOptions.has(link.marketId))
      marketOptions.set(link.marketId, {
        value: link.marketId,
        label: named(link.marketName, link.marketCode),
      });
  }
  return {
    providers: [...providerOptions.values()],
    markets: [...marketOptions.values()],
    providersPending: providers.allowed && providers.isPending,
    marketsPending: markets.isPending,
  };
}
