import type { PaymentAvailableAgencyDto } from '@/api/types/config';
import { useResourceForm } from '@/components/form/useResourceForm';
import {
  paymentAvailableAgenciesResource,
  type PaymentAvailableAgencyFormValues,
} from './paymentAvailableAgenciesResource';

export function usePaymentAvailableAgencyForm() {
  return useResourceForm<PaymentAvailableAgencyDto, PaymentAvailableAgencyFormValues>({
    resource: paymentAvailableAgenciesResource,
    defaults: { paymentTypes: [], isPartialPaymentAllowed: false, isActive: true },
    toValues: (a) => ({
      agentCode: a.agentCode,
      paymentTypes: a.paymentTypes,
      currencyId: a.currencyId,
      minAmount: a.minAmount,
      maxAmount: a.maxAmount,
      isPartialPaymentAllowed: a.isPartialPaymentAllowed,
      isActive: a.isActive,
    }),
    nameOf: (values) => values.agentCode.trim(),
  });
}
