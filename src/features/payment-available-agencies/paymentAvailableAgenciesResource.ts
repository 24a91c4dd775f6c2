import { Permissions } from '@/api/permissions';
import type { CreatePaymentAvailableAgencyDto, PaymentAvailableAgencyDto } from '@/api/types/config';
import { configResource } from '@/components/config/configApi';

/** Which agencies (agent codes) may take which payment types, within an optional amount range. */
export const paymentAvailableAgenciesResource = configResource<
  PaymentAvailableAgencyDto,
  CreatePaymentAvailableAgencyDto
>({
  name: 'payment-available-agencies',
  service: 'PaymentAvailableAgency',
  getTitle: (a) => a.agentCode,
  write: Permissions.PaymentAvailableAgencies,
});

export interface PaymentAvailableAgencyFormValues extends Record<string, unknown> {
  agentCode: string;
  paymentTypes: number[];
  currencyId?: number | null;
  /** Exact decimals as text ("50", "8000.5"); empty is no limit. */
  minAmount?: string | null;
  maxAmount?: string | null;
  isPartialPaymentAllowed: boolean;
  isActive: boolean;
}
