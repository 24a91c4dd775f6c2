/**
 * The English and native names of a language code ("sr" → Serbian, Српски), from the browser's Intl data, or
 * null where it has none.
 */
export function suggestLanguageNames(code: string): { name: string; nativeName: string } | null {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(code);
    const native = new Intl.DisplayNames([code], { type: 'language', fallback: 'none' }).of(code);
    if (!name || !native) return null;
    return { name, nativeName: native.charAt(0).toLocaleUpperCase(code) + native.slice(1) };
  } catch {
    return null;
  }
}
