/**
 * Writes the names of the ISO 3166 countries (and XK) in the seven interface languages to
 * `src/components/config/countryNames/<language>.json`, from Node's full ICU data. Browsers ship partial locale
 * data (Chromium has no Macedonian, Albanian or Bosnian country names and answers in English), so the country
 * pickers read these files rather than `Intl.DisplayNames`. Run again when the country list or a language
 * changes:
 *
 *   npx tsx scripts/build/countryNames.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COUNTRY_CODES } from '../../src/api/schemas/banking.js';
import { languages } from '../../src/i18n/languages.js';

const dir = join(process.cwd(), 'src', 'components', 'config', 'countryNames');
mkdirSync(dir, { recursive: true });
for (const language of languages) {
  const names = new Intl.DisplayNames([language.htmlLang], { type: 'region', fallback: 'none' });
  if (names.resolvedOptions().locale !== language.htmlLang)
    throw new Error(`Node has no region names for ${language.htmlLang}: run it with full ICU data`);
  const table: Record<string, string> = {};
  for (const code of [...COUNTRY_CODES].sort()) {
    const name = names.of(code);
    if (!name) throw new Error(`no ${language.htmlLang} name for ${code}`);
    table[code] = name;
  }
  writeFileSync(join(dir, `${language.code}.json`), `${JSON.stringify(table, null, 2)}\n`);
  console.log(`${language.code}: ${Object.keys(table).length} countries`);
}
