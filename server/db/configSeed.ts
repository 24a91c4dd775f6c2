import { inArray } from 'drizzle-orm';
import type { PaymentType } from '../../src/api/schemas/paymentProvider.js';
import type { TripDirection } from '../../src/api/schemas/transferInformationSetting.js';
import type { Db } from './client.js';
import {
  bankAccounts,
  currencies,
  markets,
  paymentAvailableAgencies,
  paymentProviders,
  reservationProviderMarkets,
  reservationProviders,
  tenantCurrencies,
  transferInformationSettings,
} from './schema.js';

/**
 * The demo tenants' configuration: the currencies each sells in (default first, rates as exact decimals: what
 * one unit is worth in the default currency), its bank accounts (valid IBANs at real banks' codes and BICs,
 * made-up account numbers), markets, reservation and payment providers, the agencies allowed to take payments
 * and the transfer suppliers. The currency and language catalogues come with migration 0003. Providers are
 * seeded without credentials (they are sealed with the server's secret, which the seed does not know): the
 * simulators need none; the real systems wait, switched off, for an administrator to enter them.
 */
interface TenantConfig {
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

const configs: Record<string, TenantConfig> = {
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

export async function seedConfiguration(db: Db, tenants: { id: number; tenancyName: string }[]) {
  const catalogue = await db
    .select({ id: currencies.id, code: currencies.code })
    .from(currencies)
    .where(inArray(currencies.code, ['EUR', 'RON', 'MKD', 'BAM', 'RSD', 'ALL', 'USD', 'CHF', 'GBP']));
  const currencyId = (code: string) => {
    const found = catalogue.find((c) => c.code === code);
    if (!found) throw new Error(`seed: currency ${code} is not in the catalogue`);
    return found.id;
  };
  for (const tenant of tenants) {
    const config = configs[tenant.tenancyName];
    if (!config) continue;
    const tenantId = tenant.id;
    const slug = tenant.tenancyName.toLowerCase();
    const codes = config.currencies.map(([code]) => code);

    await db.insert(tenantCurrencies).values(
      config.currencies.map(([code, rate], i) => ({
        tenantId,
        currencyId: currencyId(code),
        exchangeRate: rate,
        isDefault: i === 0,
      })),
    );
    if (config.accounts.length)
      await db.insert(bankAccounts).values(
        config.accounts.map((a) => ({
          tenantId,
          bankName: a.bankName,
          accountHolder: config.holder,
          iban: a.iban,
          swiftCode: a.swiftCode,
          currencyId: currencyId(a.currency),
        })),
      );

    const marketRows = config.markets.length
      ? await db
          .insert(markets)
          .values(config.markets.map(([code, name, countryCode]) => ({ tenantId, code, name, countryCode })))
          .returning()
      : [];
    const providerRows = await db
      .insert(reservationProviders)
      .values([
        { tenantId, code: 'SIM', name: 'Booking simulator', kind: 'simulator' },
        {
          tenantId,
          code: 'TV',
          name: 'TourVisio',
          kind: 'tourvisio',
          endpoint: `https://tourvisio.${slug}.clientcare.test/v2`,
          userName: `cc-${slug}`,
          isActive: false,
        },
      ])
      .returning();
    const [simulator, tourVisio] = providerRows;
    const [home] = marketRows;
    if (home)
      await db
        .insert(reservationProviderMarkets)
        .values([
          ...marketRows.map((m) => ({ tenantId, reservationProviderId: simulator!.id, marketId: m.id })),
          { tenantId, reservationProviderId: tourVisio!.id, marketId: home.id },
        ]);

    const transferable = [...new Set(config.accounts.map((a) => a.currency))].sort();
    const revolutCurrencies = codes.filter((c) => ['EUR', 'GBP', 'CHF', 'USD', 'RON'].includes(c)).sort();
    await db.insert(paymentProviders).values([
      {
        tenantId,
        name: 'Card payments (simulator)',
        paymentType: 1,
        adapter: 'simulator',
        supportedCurrencies: [...codes].sort(),
      },
      {
        tenantId,
        name: 'Alternative payments (simulator)',
        paymentType: 0,
        adapter: 'simulator',
        supportedCurrencies: [...codes].sort(),
      },
      ...(transferable.length
        ? [
            {
              tenantId,
              name: 'Bank transfer',
              paymentType: 2,
              adapter: 'simulator',
              supportedCurrencies: transferable,
            },
          ]
        : []),
      ...(revolutCurrencies.length
        ? [
            {
              tenantId,
              name: 'Revolut cards',
              paymentType: 1,
              adapter: 'revolut',
              supportedCurrencies: revolutCurrencies,
              isActive: false,
            },
          ]
        : []),
    ]);

    if (config.agencies.length)
      await db.insert(paymentAvailableAgencies).values(
        config.agencies.map((a) => ({
          tenantId,
          agentCode: a.agentCode,
          paymentTypes: a.paymentTypes,
          currencyId: a.currency ? currencyId(a.currency) : null,
          minAmount: a.minAmount ?? null,
          maxAmount: a.maxAmount ?? null,
          isPartialPaymentAllowed: a.isPartialPaymentAllowed ?? false,
          isActive: a.isActive ?? true,
        })),
      );
    if (config.transfers.length)
      await db.insert(transferInformationSettings).values(
        config.transfers.map((s) => ({
          tenantId,
          supplierCode: s.supplierCode,
          endpointUrl: `https://${s.supplierCode.toLowerCase()}.transfers.test/api/transfer-info`,
          timeoutSeconds: s.timeoutSeconds ?? 30,
          tripDirections: s.tripDirections,
        })),
      );
  }
}
