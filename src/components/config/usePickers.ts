import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/http';
import { Permissions } from '@/api/permissions';
import type { ListResultDto, PagedResultDto } from '@/api/types/abp';
import type {
  CurrencyDto,
  LanguageCodeDto,
  MarketDto,
  ReservationProviderDto,
  TenantCurrencyDto,
} from '@/api/types/config';
import { useCan } from '@/auth/session';
import { useTenantScope } from '../resource/useTenantScope';

/**
 * Option lists for the configuration forms and filters. Each lives under its resource's query-key root, so a
 * save on that resource's screen refreshes every picker that shows it.
 */
export function useTenantCurrencies(enabled = true) {
  const { tenantId } = useTenantScope();
  const query = useQuery({
    queryKey: ['tenant-currencies', 'picker', tenantId],
    queryFn: () => api.get<ListResultDto<TenantCurrencyDto>>('TenantCurrency/GetCurrencies'),
    enabled,
    staleTime: 60_000,
  });
  const items = query.data?.items ?? [];
  return {
    ...query,
    items,
    /** The tenant's default currency (GetCurrencies lists it first). */
    defaultCurrency: items.find((c) => c.isDefault) ?? null,
    /** `{ value: id, label: "EUR · Euro" }` */
    idOptions: items.map((c) => ({ value: c.currencyId, label: `${c.currencyCode} · ${c.currencyName}` })),
    /** `{ value: "EUR", label: "EUR · Euro" }` */
    codeOptions: items.map((c) => ({
      value: c.currencyCode,
      label: `${c.currencyCode} · ${c.currencyName}`,
    })),
  };
}

/** The host's catalogue of active currencies (tenants choose theirs from it). */
export function useCurrencyCatalogue(enabled = true) {
  const { tenantId } = useTenantScope();
  const query = useQuery({
    queryKey: ['currencies', 'catalogue', tenantId],
    queryFn: () =>
      api.get<PagedResultDto<CurrencyDto>>('Currency/GetAll', {
        IsActive: true,
        MaxResultCount: 1000,
        Sorting: 'code asc',
      }),
    enabled,
    staleTime: 60_000,
  });
  return { ...query, items: query.data?.items ?? [] };
}

/** The active languages of the catalogue (e-mail templates are written in them), by code. */
export function useLanguageCodes(enabled = true) {
  const { tenantId } = useTenantScope();
  const query = useQuery({
    queryKey: ['language-codes', 'picker', tenantId],
    queryFn: () =>
      api.get<PagedResultDto<LanguageCodeDto>>('LanguageCode/GetAll', {
        IsActive: true,
        MaxResultCount: 1000,
        Sorting: 'code asc',
      }),
    enabled,
    staleTime: 60_000,
  });
  const items = query.data?.items ?? [];
  return {
    ...query,
    items,
    /** `{ value: "sr", label: "sr · Srpski" }` */
    options: items.map((l) => ({ value: l.code, label: `${l.code} · ${l.nativeName}` })),
  };
}

/**
 * The tenant's reservation providers, for pickers (name order). Read only with Pages.ReservationProviders;
 * without it the list is empty and `allowed` is false.
 */
export function useReservationProviders(enabled = true) {
  const { tenantId } = useTenantScope();
  const allowed = useCan()(Permissions.ReservationProviders);
  const query = useQuery({
    queryKey: ['reservation-providers', 'picker', tenantId],
    queryFn: () =>
      api.get<PagedResultDto<ReservationProviderDto>>('ReservationProvider/GetAll', {
        MaxResultCount: 1000,
        Sorting: 'name asc',
      }),
    enabled: enabled && allowed,
    staleTime: 60_000,
  });
  return { ...query, allowed, items: query.data?.items ?? [] };
}

/**
 * The tenant's active markets for pickers (`ReservationProviderMarket/GetMarkets`, code order); with a
 * provider, only the markets it actively serves.
 */
export function useProviderMarkets(reservationProviderId?: number | null, enabled = true) {
  const { tenantId } = useTenantScope();
  const query = useQuery({
    // Served markets change with the links, the active markets with the markets.
    queryKey: reservationProviderId
      ? ['reservation-provider-markets', 'served', tenantId, reservationProviderId]
      : ['markets', 'picker', tenantId],
    queryFn: () =>
      api.get<ListResultDto<MarketDto>>(
        'ReservationProviderMarket/GetMarkets',
        reservationProviderId ? { ReservationProviderId: reservationProviderId } : {},
      ),
    enabled,
    staleTime: 60_000,
  });
  return { ...query, items: query.data?.items ?? [] };
}
