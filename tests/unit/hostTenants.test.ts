import { describe, expect, it } from 'vitest';
import { devHostTenants, hostTenant, menuLanguageCodes, parseHostTenants } from '@/i18n/hostTenants';
import { intlLocale, languageCodes, languageOf, toLanguageCode } from '@/i18n/languages';
import { initialLanguage } from '@/i18n/setup';

describe('host → tenant and language', () => {
  it('maps the development hosts to tenants 2-8 and their languages', () => {
    const expected = {
      'al.localhost': [2, 'sq'],
      'rs.localhost': [3, 'sr'],
      'mk.localhost': [4, 'mk'],
      'xk.localhost': [5, 'sq'],
      'ro.localhost': [6, 'ro'],
      'ba.localhost': [7, 'bs'],
      'de.localhost': [8, 'de'],
    };
    for (const [host, [tenantId, language]] of Object.entries(expected))
      expect(hostTenant(host)).toEqual({ tenantId, language });
    expect(Object.keys(devHostTenants)).toHaveLength(7);
  });

  it('infers no tenant on any other host', () => {
    expect(hostTenant('localhost')).toBeNull();
    expect(hostTenant('127.0.0.1')).toBeNull();
    expect(hostTenant('example.com')).toBeNull();
  });

  it('reads production hosts from VITE_HOST_TENANTS, skipping malformed entries', () => {
    const map = parseHostTenants('booking.travel.rs=3:sr, Booking.Travel.DE = 8:de,broken,x=9:xx,y=:de');
    expect(map).toEqual({
      'booking.travel.rs': { tenantId: 3, language: 'sr' },
      'booking.travel.de': { tenantId: 8, language: 'de' },
    });
    expect(hostTenant('BOOKING.travel.rs', map)).toEqual({ tenantId: 3, language: 'sr' });
  });

  it('offers only English and the host language in production, everything in development', () => {
    const map = parseHostTenants('booking.travel.rs=3:sr');
    expect(
      menuLanguageCodes(languageCodes, { hostname: 'booking.travel.rs', production: true, map }),
    ).toEqual(['en', 'sr']);
    expect(menuLanguageCodes(languageCodes, { hostname: 'admin.travel.com', production: true, map })).toEqual(
      ['en'],
    );
    expect(menuLanguageCodes(languageCodes, { hostname: 'rs.localhost', production: true, map })).toEqual(
      languageCodes,
    );
    expect(
      menuLanguageCodes(languageCodes, { hostname: 'booking.travel.rs', production: false, map }),
    ).toEqual(languageCodes);
  });
});

describe('languages', () => {
  it('uses the lng query parameter first, else the host language, else English', () => {
    expect(initialLanguage('?lng=de', 'rs.localhost')).toBe('de');
    expect(initialLanguage('?lng=sr-Latn-RS', 'localhost')).toBe('sr');
    expect(initialLanguage('?lng=xx', 'rs.localhost')).toBe('sr');
    expect(initialLanguage('', 'ba.localhost')).toBe('bs');
    expect(initialLanguage('', 'localhost')).toBe('en');
  });

  it('writes Serbian as sr-Latn for Intl and <html lang>, and dates Bosnian with the Croatian locale', () => {
    expect(intlLocale('sr')).toBe('sr-Latn');
    expect(languageOf('bs').dayjs).toBe('hr');
    expect(toLanguageCode('DE_de')).toBe('de');
    expect(toLanguageCode('tr')).toBeNull();
    expect(new Intl.DateTimeFormat(intlLocale('sr'), { month: 'long' }).format(new Date(2025, 2, 7))).toBe(
      'mart',
    );
  });
});
