import type { ServiceDefinition } from '../abp/service.js';
import { accountService } from './Account.js';
import { logService } from './Log.js';
import { roleService } from './Role.js';
import { sessionService } from './Session.js';
import { tenantService } from './Tenant.js';
import { tenantSettingsService } from './TenantSettings.js';
import { tokenAuthService } from './TokenAuth.js';
import { userService } from './User.js';
import { userConfigurationService } from './UserConfiguration.js';
import { userProfileService } from './UserProfile.js';
import { bankAccountService } from './BankAccount.js';
import { cacheManagementService } from './CacheManagement.js';
import { currencyService } from './Currency.js';
import { emailAccountService } from './EmailAccount.js';
import { emailTemplateService } from './EmailTemplate.js';
import { emailTypeService } from './EmailType.js';
import { languageCodeService } from './LanguageCode.js';
import { marketService } from './Market.js';
import { paymentAvailableAgencyService } from './PaymentAvailableAgency.js';
import { paymentProviderService } from './PaymentProvider.js';
import { reservationProviderService } from './ReservationProvider.js';
import { reservationProviderMarketService } from './ReservationProviderMarket.js';
import { tenantCurrencyService } from './TenantCurrency.js';
import { transferInformationSettingService } from './TransferInformationSetting.js';
import { bankTransferService } from './BankTransfer.js';
import { customerService } from './Customer.js';
import { dashboardService } from './Dashboard.js';
import { orderService } from './Order.js';
import { paymentService } from './Payment.js';
import { reservationLinkGeneratorService } from './ReservationLinkGenerator.js';
import { reservationService } from './Reservation.js';
import { transferInformationService } from './TransferInformation.js';
import { basketService } from './Basket.js';
import { productService } from './Product.js';
import { searchService } from './Search.js';

/** Every application service the server exposes. */
export function services(options: { loginRateLimit?: number }): ServiceDefinition[] {
  return [
    tokenAuthService(options),
    sessionService,
    accountService,
    logService,
    tenantService,
    tenantSettingsService,
    userService,
    userProfileService,
    roleService,
    userConfigurationService,
    // Configuration (issue 11).
    currencyService,
    tenantCurrencyService,
    bankAccountService,
    marketService,
    reservationProviderService,
    reservationProviderMarketService,
    paymentProviderService,
    paymentAvailableAgencyService,
    transferInformationSettingService,
    languageCodeService,
    emailTypeService,
    emailTemplateService,
    emailAccountService,
    cacheManagementService,
    // Operations (issue 12).
    customerService,
    orderService,
    paymentService,
    bankTransferService,
    reservationLinkGeneratorService,
    dashboardService,
    // Public booking flow (issue 13): the landing's reservation, hotel, documents and transfers.
    reservationService,
    transferInformationService,
    // Extra services of the booking flow (issue 13).
    searchService,
    productService,
    basketService,
  ];
}
