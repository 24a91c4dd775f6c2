import type { PaymentType } from '../../src/api/schemas/paymentProvider.js';
import type { TripDirection } from '../../src/api/schemas/transferInformationSetting.js';

/**
 * The demo tenants' configuration: the currencies each sells in (default first, rates as exact decimals: what
 * one unit is worth in the default currency), its bank accounts (valid IBANs at real banks' codes and BICs,
 * made-up account numbers), markets, reservation and payment providers, the agencies allowed to take payments
 * and the transfer suppliers. The currency and language catalogues come with migration 0003. Providers are
 * seeded without credentials (they are sealed with the server's secret, which the seed does not know): the
 * simulators need none; the real systems wait, switched off, for an administrator to enter them.
 */
export interface TenantConfig {
  /** Code and exchange rate to the default currency; the first one is the default. */
  currencies: [code: string, rate: string][];
  holder: string;
  accounts: { bankName: string; iban: string; swiftCode: string; currency: string }[];
  /** Code, name, country; the first one is the home market. */
  markets: [code: string, name: string, country: string][];
  agencies: {
    agentCode: string;
    paymentTypes: PaymentType[];
    currency?: string;
    minAmount?: string;
    maxAmount?: string;
    isPartialPaymentAllowed?: boolean;
    isActive?: boolean;
  }[];
  transfers: { supplierCode: string; tripDirections: TripDirection[]; timeoutSeconds?: number }[];
}

export const configs: Record<string, TenantConfig> = {
  Default: {
    currencies: [['EUR', '1']],
    holder: 'Client Care Travel',
    accounts: [],
    markets: [],
    agencies: [],
    transfers: [],
  },
  albania: {
    currencies: [
      ['ALL', '1'],
      ['EUR', '98.35'],
    ],
    holder: 'Client Care Travel sh.p.k.',
    accounts: [
      {
        bankName: 'Raiffeisen Bank Albania',
        iban: 'AL13202110090000000123456701',
        swiftCode: 'SGSBALTX',
        currency: 'ALL',
      },
      {
        bankName: 'Raiffeisen Bank Albania',
        iban: 'AL83202110090000000123456702',
        swiftCode: 'SGSBALTX',
        currency: 'EUR',
      },
    ],
    markets: [
      ['AL', 'Albania', 'AL'],
      ['XK', 'Kosovo', 'XK'],
      ['IT', 'Italy (diaspora)', 'IT'],
    ],
    agencies: [
      {
        agentCode: 'TIR-001',
        paymentTypes: [0, 1, 2],
        currency: 'ALL',
        minAmount: '5000',
        maxAmount: '2500000',
      },
      { agentCode: 'DUR-014', paymentTypes: [1, 2], isPartialPaymentAllowed: true },
    ],
    transfers: [{ supplierCode: 'ALBTRANS', tripDirections: [1, 2, 3] }],
  },
  serbia: {
    currencies: [
      ['RSD', '1'],
      ['EUR', '117.17'],
    ],
    holder: 'Client Care Travel d.o.o. Beograd',
    accounts: [
      {
        bankName: 'Banca Intesa Beograd',
        iban: 'RS35160000004567890126',
        swiftCode: 'DBDBRSBG',
        currency: 'RSD',
      },
      {
        bankName: 'Raiffeisen banka Beograd',
        iban: 'RS35265000003124578848',
        swiftCode: 'RZBSRSBG',
        currency: 'EUR',
      },
    ],
    markets: [
      ['RS', 'Serbia', 'RS'],
      ['ME', 'Montenegro', 'ME'],
      ['DE', 'Germany (diaspora)', 'DE'],
    ],
    agencies: [
      {
        agentCode: 'BEG-001',
        paymentTypes: [0, 1, 2],
        currency: 'RSD',
        minAmount: '1000',
        maxAmount: '1500000',
        isPartialPaymentAllowed: true,
      },
      { agentCode: 'NS-014', paymentTypes: [1], currency: 'EUR', minAmount: '50', maxAmount: '8000' },
      { agentCode: 'KG-007', paymentTypes: [2], isActive: false },
    ],
    transfers: [
      { supplierCode: 'BGTRANSFER', tripDirections: [1, 2, 3] },
      { supplierCode: 'AIRPORTBEG', tripDirections: [1, 2], timeoutSeconds: 15 },
    ],
  },
  northmacedonia: {
    currencies: [
      ['MKD', '1'],
      ['EUR', '61.695'],
    ],
    holder: 'Client Care Travel DOOEL Skopje',
    accounts: [
      {
        bankName: 'Komercijalna banka Skopje',
        iban: 'MK07300000004128744',
        swiftCode: 'KOBSMK2X',
        currency: 'MKD',
      },
      { bankName: 'NLB Banka Skopje', iban: 'MK07210000006734590', swiftCode: 'TUTNMK22', currency: 'EUR' },
    ],
    markets: [
      ['MK', 'North Macedonia', 'MK'],
      ['BG', 'Bulgaria', 'BG'],
    ],
    agencies: [
      { agentCode: 'SKP-003', paymentTypes: [1, 2], currency: 'MKD', minAmount: '3000', maxAmount: '900000' },
    ],
    transfers: [{ supplierCode: 'OHRIDLINE', tripDirections: [3] }],
  },
  kosovo: {
    currencies: [
      ['EUR', '1'],
      ['CHF', '1.065'],
    ],
    holder: 'Client Care Travel L.L.C.',
    accounts: [
      {
        bankName: 'ProCredit Bank Kosovo',
        iban: 'XK051110001234567873',
        swiftCode: 'MBKOXKPR',
        currency: 'EUR',
      },
    ],
    markets: [
      ['XK', 'Kosovo', 'XK'],
      ['CH', 'Switzerland (diaspora)', 'CH'],
      ['DE', 'Germany (diaspora)', 'DE'],
    ],
    agencies: [
      {
        agentCode: 'PRN-002',
        paymentTypes: [0, 1, 2],
        currency: 'EUR',
        minAmount: '20',
        maxAmount: '15000',
        isPartialPaymentAllowed: true,
      },
    ],
    transfers: [{ supplierCode: 'PRNTRANSFER', tripDirections: [1, 2, 3] }],
  },
  romania: {
    currencies: [
      ['RON', '1'],
      ['EUR', '4.9775'],
    ],
    holder: 'Client Care Travel S.R.L.',
    accounts: [
      {
        bankName: 'Banca Comercială Română',
        iban: 'RO16RNCB0082044876530001',
        swiftCode: 'RNCBROBU',
        currency: 'RON',
      },
      {
        bankName: 'Banca Transilvania',
        iban: 'RO66BTRLEURCRT0312876501',
        swiftCode: 'BTRLRO22',
        currency: 'EUR',
      },
    ],
    markets: [
      ['RO', 'Romania', 'RO'],
      ['MD', 'Moldova', 'MD'],
    ],
    agencies: [
      { agentCode: 'BUC-010', paymentTypes: [0, 1], currency: 'RON', minAmount: '100', maxAmount: '60000' },
      { agentCode: 'CLJ-021', paymentTypes: [1, 2], isPartialPaymentAllowed: true },
    ],
    transfers: [{ supplierCode: 'OTPTRANSFER', tripDirections: [1, 2, 3] }],
  },
  bosnia: {
    currencies: [
      ['BAM', '1'],
      // The convertible mark is pegged: 1 EUR = 1.95583 BAM exactly.
      ['EUR', '1.95583'],
    ],
    holder: 'Client Care Travel d.o.o. Sarajevo',
    accounts: [
      {
        bankName: 'UniCredit Bank Mostar',
        iban: 'BA393386001234567854',
        swiftCode: 'UNCRBA22',
        currency: 'BAM',
      },
      {
        bankName: 'Raiffeisen Bank BiH Sarajevo',
        iban: 'BA391610008765432171',
        swiftCode: 'RZBABA2S',
        currency: 'EUR',
      },
    ],
    markets: [
      ['BA', 'Bosnia and Herzegovina', 'BA'],
      ['HR', 'Croatia', 'HR'],
    ],
    agencies: [
      { agentCode: 'SJJ-005', paymentTypes: [0, 1, 2], currency: 'BAM', minAmount: '50', maxAmount: '30000' },
    ],
    transfers: [{ supplierCode: 'SJJSHUTTLE', tripDirections: [1, 2] }],
  },
  germany: {
    currencies: [
      ['EUR', '1'],
      ['CHF', '1.065'],
      ['GBP', '1.185'],
      ['USD', '0.86'],
    ],
    holder: 'Client Care Reisen GmbH',
    accounts: [
      {
        bankName: 'Deutsche Bank Köln',
        iban: 'DE04500700100931245600',
        swiftCode: 'DEUTDEFF',
        currency: 'EUR',
      },
      {
        bankName: 'UBS Switzerland',
        iban: 'CH2700230230123456701',
        swiftCode: 'UBSWCHZH80A',
        currency: 'CHF',
      },
    ],
    markets: [
      ['DE', 'Germany', 'DE'],
      ['AT', 'Austria', 'AT'],
      ['CH', 'Switzerland', 'CH'],
    ],
    agencies: [
      {
        agentCode: 'MUC-100',
        paymentTypes: [0, 1, 2],
        currency: 'EUR',
        minAmount: '25',
        maxAmount: '25000',
        isPartialPaymentAllowed: true,
      },
      { agentCode: 'FRA-220', paymentTypes: [1] },
    ],
    transfers: [{ supplierCode: 'FRAPORTRIDE', tripDirections: [1, 2, 3], timeoutSeconds: 20 }],
  },
};
