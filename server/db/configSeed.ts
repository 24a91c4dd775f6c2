import { inArray } from 'drizzle-orm';
import type { Db } from './client.js';
import { configs } from './configSeedData.js';
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
