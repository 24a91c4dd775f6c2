import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

const localesDir = join(process.cwd(), 'public', 'locales');

/** Every translation file of a language, read from public/locales, keyed by namespace. */
export function loadResources(lng: string): Record<string, Record<string, unknown>> {
  const dir = join(localesDir, lng);
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  return Object.fromEntries(
    files.map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, f), 'utf8'))]),
  );
}

/** An i18next instance for component tests with the real translation files, synchronously ready. */
export function createTestI18n(lng = 'en'): I18n {
  const instance = i18next.createInstance();
  const resources: Record<string, Record<string, Record<string, unknown>>> = {
    [lng]: loadResources(lng),
    ...(lng === 'en' ? {} : { en: loadResources('en') }),
  };
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources,
    ns: Object.keys(resources[lng] ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
