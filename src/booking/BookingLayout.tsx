import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { intlLocale, languageOf, languages } from '@/i18n/languages';
import { hostTenant, menuLanguageCodes } from '@/i18n/hostTenants';
import './booking.css';

/** The country of each regional agency (the tenant a host implies, spec §9). */
const TENANT_REGIONS: Record<number, string> = {
  2: 'AL',
  3: 'RS',
  4: 'MK',
  5: 'XK',
  6: 'RO',
  7: 'BA',
  8: 'DE',
};

function regionName(tenantId: number | undefined, language: string): string | null {
  const code = tenantId === undefined ? undefined : TENANT_REGIONS[tenantId];
  if (!code) return null;
  try {
    return new Intl.DisplayNames([intlLocale(language)], { type: 'region' }).of(code) ?? null;
  } catch {
    return null;
  }
}

/**
 * The frame of every public booking page: a slim header (the agency's brand from the host, the language) and the
 * page, then a footer. Plain HTML and CSS: the public flow loads no antd and no admin code (its own bundle).
 */
export default function BookingLayout() {
  const { t, i18n } = useTranslation('booking');
  const current = languageOf(i18n.resolvedLanguage ?? i18n.language).code;
  const offered = menuLanguageCodes(languages.map((l) => l.code));
  const region = regionName(hostTenant()?.tenantId, current);
  return (
    <div className="bk-app">
      <a className="bk-skip" href="#bk-main">
        {t('layout.skipToContent')}
      </a>
      <header className="bk-header">
        <span className="bk-brand">
          <span className="bk-brand-mark" aria-hidden="true" />
          <span>
            {t('layout.brand')}
            {region && <span className="bk-brand-region">{region}</span>}
          </span>
        </span>
        <label className="bk-language">
          <span className="bk-visually-hidden">{t('layout.language')}</span>
          <select value={current} onChange={(event) => void i18n.changeLanguage(event.target.value)}>
            {languages
              .filter((l) => offered.includes(l.code))
              .map((l) => (
                <option key={l.code} value={l.code} lang={l.htmlLang}>
                  {l.nativeName}
                </option>
              ))}
          </select>
        </label>
      </header>
      <main id="bk-main" className="bk-main" tabIndex={-1}>
        <Suspense fallback={<div className="bk-loading" role="status" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="bk-footer">
        <p>{t('layout.help')}</p>
        <p>{t('layout.secure')}</p>
      </footer>
    </div>
  );
}
