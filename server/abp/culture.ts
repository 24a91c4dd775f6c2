import { supportedCultures, type Culture } from './l10n/index.js';

const isSupported = (value: string): value is Culture =>
  (supportedCultures as readonly string[]).includes(value);

/** Maps `sr-Latn-RS`, `de_DE`, `EN` and the like onto a supported culture, or null. */
export function normalizeCulture(value: string | undefined | null): Culture | null {
  if (!value) return null;
  const base = value.trim().toLowerCase().replace('_', '-').split('-')[0] ?? '';
  return isSupported(base) ? base : null;
}

/** Reads the `.AspNetCore.Culture` header in either form: `de` or `c=de|uic=de`. */
export function parseCultureHeader(value: string | undefined): Culture | null {
  if (!value) return null;
  if (!value.includes('=') && !value.includes('|')) return normalizeCulture(value);
  const parts = Object.fromEntries(
    value.split('|').map((part) => {
      const [k, v] = part.split('=');
      return [(k ?? '').trim().toLowerCase(), (v ?? '').trim()];
    }),
  );
  return normalizeCulture(parts.uic || parts.c);
}

/** Picks the best supported language from an Accept-Language header, honouring q-values. */
export function parseAcceptLanguage(value: string | undefined): Culture | null {
  if (!value) return null;
  const ranked = value
    .split(',')
    .map((entry) => {
      const [tag, ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag ?? '', q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((e) => e.tag && !Number.isNaN(e.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const culture = normalizeCulture(tag);
    if (culture) return culture;
  }
  return null;
}

export function resolveCulture(headers: Record<string, string | string[] | undefined>): Culture {
  const first = (h: string | string[] | undefined) => (Array.isArray(h) ? h[0] : h);
  return (
    parseCultureHeader(first(headers['.aspnetcore.culture'])) ??
    parseAcceptLanguage(first(headers['accept-language'])) ??
    'en'
  );
}
