import { Permissions } from '@/api/permissions';
import type { CreateMarketDto, MarketDto } from '@/api/types/config';
import { configResource } from '@/components/config/configApi';

/** The markets a tenant sells in, which its reservation providers serve. */
export const marketsResource = configResource<MarketDto, CreateMarketDto>({
  name: 'markets',
  service: 'Market',
  getTitle: (m) => m.code,
  write: Permissions.Markets,
});

export interface MarketFormValues extends Record<string, unknown> {
  code: string;
  name: string;
  countryCode: string;
  isActive: boolean;
}
