import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { intlLocale, languageCodes } from '@/i18n/languages';

/**
 * Every translation file of every namespace, in all seven languages: no key missing, none extra, the same
 * placeholders, the plural forms each language needs, and no value left in English.
 */
const localesDir = join(process.cwd(), 'public', 'locales');

/**
 * Values that may equal the English ones: brand names and international abbreviations everywhere, and per language
 * the words that are genuinely the same there. Keep these lists short; a new entry needs a reason.
 */
const SAME_EVERYWHERE = [
  'Client Care',
  'TourVisio',
  'ID',
  'IBAN',
  'SWIFT',
  'BIC',
  'URL',
  'IP',
  'Revolut',
  'STARTTLS',
  'TLS (SSL)',
];
const SAME_IN: Record<string, string[]> = {
  de: [
    'OK',
    'Status',
    'Host',
    'Name',
    'Browser',
    'Details',
    'Filter',
    'Adapter',
    'Simulator',
    'Server',
    'Port',
    'Hotel',
    'Extra',
    'System',
    'Link',
  ],
  ro: [
    'OK',
    'Browser',
    'Simulator',
    'Server',
    'Port',
    'Hotel',
    'Extra',
    'Card',
    'Adult',
    'E-mail',
    'Check-in',
    'Check-out',
    'Link',
  ],
  bs: ['Status', 'Adapter', 'Simulator', 'SMTP server', 'Server', 'Port', 'Hotel', 'Link'],
  sr: ['Status', 'Adapter', 'Simulator', 'SMTP server', 'Server', 'Port', 'Hotel', 'Link'],
  sq: ['Email'],
  mk: [],
};
const sameAllowed = (lng: string, value: string) =>
  SAME_EVERYWHERE.includes(value) || (SAME_IN[lng] ?? []).includes(value);

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Json = { [key: string]: Json | string };

function flatten(value: Json, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else for (const [k, v] of flatten(child, path)) out.set(k, v);
  }
  return out;
}

const read = (lng: string, ns: string): Map<string, string> | null => {
  const file = join(localesDir, lng, `${ns}.json`);
  return existsSync(file) ? flatten(JSON.parse(readFileSync(file, 'utf8')) as Json) : null;
};

const namespaces = [
  ...new Set(
    languageCodes.flatMap((lng) =>
      existsSync(join(localesDir, lng))
        ? readdirSync(join(localesDir, lng))
            .filter((f) => f.endsWith('.json'))
            .map((f) => f.replace(/\.json$/, ''))
        : [],
    ),
  ),
].sort();

const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const placeholders = (value: string) =>
  [...value.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const onlyPlaceholders = (value: string) => value.replace(/\{\{[^}]*\}\}|[\s\p{P}\p{S}\d]/gu, '') === '';

describe('translations', () => {
  it('cover all seven languages', () => {
    expect(languageCodes).toEqual(['en', 'ro', 'mk', 'bs', 'sr', 'sq', 'de']);
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'shell', 'auth', 'profile']));
  });

  describe.each(namespaces)('namespace %s', (ns) => {
    const english = read('en', ns);
    const others = languageCodes.filter((l) => l !== 'en');

    it('exists in English', () => {
      expect(english, `public/locales/en/${ns}.json is missing`).not.toBeNull();
    });

    it.each(others)('is complete and translated in %s', (lng) => {
      const translated = read(lng, ns);
      expect(translated, `public/locales/${lng}/${ns}.json is missing`).not.toBeNull();
      if (!english || !translated) return;
      const problems: string[] = [];
      const englishBases = new Set([...english.keys()].map(baseKey));
      const translatedBases = new Set([...translated.keys()].map(baseKey));
      for (const key of englishBases) if (!translatedBases.has(key)) problems.push(`missing: ${key}`);
      for (const key of translatedBases) if (!englishBases.has(key)) problems.push(`not in English: ${key}`);

      const categories = new Intl.PluralRules(intlLocale(lng)).resolvedOptions().pluralCategories;
      for (const key of [...translatedBases].filter((k) =>
        [...english.keys()].some((e) => e !== k && baseKey(e) === k),
      )) {
        for (const category of categories)
          if (!translated.has(`${key}_${category}`)) problems.push(`plural form missing: ${key}_${category}`);
      }

      for (const [key, value] of translated) {
        const source = english.get(key) ?? english.get(`${baseKey(key)}_other`);
        if (source === undefined) continue;
        if (value.trim() === '') problems.push(`empty: ${key}`);
        const same = value.replace(/\u00ad/g, '').trim() === source.trim();
        if (same && !sameAllowed(lng, source.trim()) && !onlyPlaceholders(source))
          problems.push(`left in English: ${key} = "${value}"`);
        if (placeholders(value).join() !== placeholders(source).join())
          problems.push(
            `placeholders differ: ${key} (${placeholders(value).join()} vs ${placeholders(source).join()})`,
          );
      }
      expect(problems, `${lng}/${ns}.json`).toEqual([]);
    });
  });
});
