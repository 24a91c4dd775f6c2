import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { languageOf, languages } from '@/i18n/languages';
import { menuLanguageCodes } from '@/i18n/hostTenants';
import './booking.css';

/**
 * The frame of every public booking page: a slim header (brand, language) and the page. Plain HTML and CSS:
 * the public flow loads no antd and no admin code (its own bundle, budget of issue 9).
 */
export default function BookingLayout() {
  const { t, i18n } = useTranslation('booking');
  const current = languageOf(i18n.resolvedLanguage ?? i18n.language).code;
  const offered = menuLanguageCodes(languages.map((l) => l.code));
  return (
    <div className="bk-app">
      <a className="bk-skip" href="#bk-main">
        {t('layout.skipToContent')}
      </a>
      <header className="bk-header">
        <span className="bk-brand">{t('layout.brand')}</span>
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
    </div>
  );
}
