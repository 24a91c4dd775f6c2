import type { z } from 'zod';
import type { cacheKeyDto } from '../schemas/cacheManagement';
import type { bankAccountDto, createBankAccountDto, getBankAccountsInput } from '../schemas/bankAccount';
import type { createCurrencyDto, currencyDto, getCurrenciesInput } from '../schemas/currency';
import type {
  caughtMessageDetailDto,
  caughtMessageDto,
  caughtMessageListDto,
  createEmailAccountDto,
  emailAccountDto,
  getEmailAccountsInput,
  sendTestMessageResult,
} from '../schemas/emailAccount';
import type {
  createEmailTemplateDto,
  emailTemplateDto,
  getEmailTemplatesInput,
} from '../schemas/emailTemplate';
import type {
  createEmailTypeDto,
  emailKindDto,
  emailTypeDto,
  getEmailTypesInput,
} from '../schemas/emailType';
import type { createLanguageCodeDto, getLanguageCodesInput, languageCodeDto } from '../schemas/languageCode';
import type { createMarketDto, getMarketsInput, marketDto } from '../schemas/market';
import type {
  createPaymentAvailableAgencyDto,
  getPaymentAvailableAgenciesInput,
  paymentAvailableAgencyDto,
} from '../schemas/paymentAvailableAgency';
import type {
  createPaymentProviderDto,
  getPaymentProvidersInput,
  paymentProviderDto,
} from '../schemas/paymentProvider';
import type {
  createReservationProviderDto,
  getReservationProvidersInput,
  reservationProviderDto,
} from '../schemas/reservationProvider';
import type {
  createReservationProviderMarketDto,
  getProviderMarketsInput,
  getReservationProviderMarketsInput,
  reservationProviderMarketDto,
} from '../schemas/reservationProviderMarket';
import type {
  createTenantCurrencyDto,
  getTenantCurrenciesInput,
  tenantCurrencyDto,
} from '../schemas/tenantCurrency';
import type {
  createTransferInformationSettingDto,
  getTransferInformationSettingsInput,
  transferInformationSettingDto,
} from '../schemas/transferInformationSetting';
import type { QueryOf, RequestOf } from './wire';

/**
 * DTOs, create bodies and list queries of the configuration services (issue 11), derived from the shared
 * schemas. Update bodies are the create body plus `id`. Exact decimals (exchange rates, amounts) are strings.
 */
export type CurrencyDto = z.infer<typeof currencyDto>;
export type CreateCurrencyDto = RequestOf<z.infer<typeof createCurrencyDto>>;
export type GetCurrenciesInput = QueryOf<z.infer<typeof getCurrenciesInput>>;

export type TenantCurrencyDto = z.infer<typeof tenantCurrencyDto>;
export type CreateTenantCurrencyDto = RequestOf<z.infer<typeof createTenantCurrencyDto>>;
export type GetTenantCurrenciesInput = QueryOf<z.infer<typeof getTenantCurrenciesInput>>;

export type BankAccountDto = z.infer<typeof bankAccountDto>;
export type CreateBankAccountDto = RequestOf<z.infer<typeof createBankAccountDto>>;
export type GetBankAccountsInput = QueryOf<z.infer<typeof getBankAccountsInput>>;

export type MarketDto = z.infer<typeof marketDto>;
export type CreateMarketDto = RequestOf<z.infer<typeof createMarketDto>>;
export type GetMarketsInput = QueryOf<z.infer<typeof getMarketsInput>>;

export type ReservationProviderDto = z.infer<typeof reservationProviderDto>;
export type CreateReservationProviderDto = RequestOf<z.infer<typeof createReservationProviderDto>>;
export type GetReservationProvidersInput = QueryOf<z.infer<typeof getReservationProvidersInput>>;

export type ReservationProviderMarketDto = z.infer<typeof reservationProviderMarketDto>;
export type CreateReservationProviderMarketDto = RequestOf<
  z.infer<typeof createReservationProviderMarketDto>
>;
export type GetReservationProviderMarketsInput = QueryOf<z.infer<typeof getReservationProviderMarketsInput>>;
export type GetProviderMarketsInput = QueryOf<z.infer<typeof getProviderMarketsInput>>;

export type PaymentProviderDto = z.infer<typeof paymentProviderDto>;
export type CreatePaymentProviderDto = RequestOf<z.infer<typeof createPaymentProviderDto>>;
export type GetPaymentProvidersInput = QueryOf<z.infer<typeof getPaymentProvidersInput>>;

export type PaymentAvailableAgencyDto = z.infer<typeof paymentAvailableAgencyDto>;
export type CreatePaymentAvailableAgencyDto = RequestOf<z.infer<typeof createPaymentAvailableAgencyDto>>;
export type GetPaymentAvailableAgenciesInput = QueryOf<z.infer<typeof getPaymentAvailableAgenciesInput>>;

export type TransferInformationSettingDto = z.infer<typeof transferInformationSettingDto>;
export type CreateTransferInformationSettingDto = RequestOf<
  z.infer<typeof createTransferInformationSettingDto>
>;
export type GetTransferInformationSettingsInput = QueryOf<
  z.infer<typeof getTransferInformationSettingsInput>
>;

export type LanguageCodeDto = z.infer<typeof languageCodeDto>;
export type CreateLanguageCodeDto = RequestOf<z.infer<typeof createLanguageCodeDto>>;
export type GetLanguageCodesInput = QueryOf<z.infer<typeof getLanguageCodesInput>>;

export type EmailAccountDto = z.infer<typeof emailAccountDto>;
export type CreateEmailAccountDto = RequestOf<z.infer<typeof createEmailAccountDto>>;
export type GetEmailAccountsInput = QueryOf<z.infer<typeof getEmailAccountsInput>>;
export type SendTestMessageResult = z.infer<typeof sendTestMessageResult>;
export type CaughtMessageDto = z.infer<typeof caughtMessageDto>;
export type CaughtMessageDetailDto = z.infer<typeof caughtMessageDetailDto>;
export type CaughtMessageListDto = z.infer<typeof caughtMessageListDto>;

export type EmailKindDto = z.infer<typeof emailKindDto>;
export type EmailTypeDto = z.infer<typeof emailTypeDto>;
export type CreateEmailTypeDto = RequestOf<z.infer<typeof createEmailTypeDto>>;
export type GetEmailTypesInput = QueryOf<z.infer<typeof getEmailTypesInput>>;

export type EmailTemplateDto = z.infer<typeof emailTemplateDto>;
export type CreateEmailTemplateDto = RequestOf<z.infer<typeof createEmailTemplateDto>>;
export type GetEmailTemplatesInput = QueryOf<z.infer<typeof getEmailTemplatesInput>>;
export type CacheKeyDto = z.infer<typeof cacheKeyDto>;
