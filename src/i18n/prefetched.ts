/**
 * Translation files that index.html's boot script (src/app/boot/pageBoot.ts) started fetching before any of the
 * app's code had arrived. The translation backend takes a response from here when its URL is one of them, instead
 * of fetching the file again; everything else (another language, a retry, a later namespace) is fetched as usual.
 * No i18next here: the boot script is built from this module too.
 */

/** Translation URLs carry the build's content hash of the texts, so a deploy never mixes old and new texts. */
export const translationLoadPath = `${import.meta.env.BASE_URL}locales/{{lng}}/{{ns}}.json?v=${import.meta.env.VITE_LOCALES_VERSION ?? 'dev'}`;

export const translationUrl = (language: string, namespace: string, loadPath = translationLoadPath) =>
  loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);

/** What i18next-http-backend sends (its default request options), so that both ask for the same thing. */
export const TRANSLATION_FETCH: RequestInit = { mode: 'cors', credentials: 'same-origin', cache: 'default' };

/** Where the boot script leaves its fetches: URL → the response on its way. */
export interface BootFetches {
  translations: Record<string, Promise<Response>>;
}

declare global {
  interface Window {
    __ccBoot?: BootFetches;
  }
}

/** Starts fetching a translation file for the app to take later (the boot script's side). */
export function prefetchTranslation(url: string, target: Window = window) {
  const boot = (target.__ccBoot ??= { translations: {} });
  if (boot.translations[url]) return;
  const response = fetch(url, TRANSLATION_FETCH);
  // Never an unhandled rejection when the app does not take it; whoever takes it still sees the failure.
  response.catch(() => undefined);
  boot.translations[url] = response;
}

/** The response the boot script started for this URL, once (a retry fetches anew), or undefined. */
export function takePrefetched(url: string, target: Window = window): Promise<Response> | undefined {
  const translations = target.__ccBoot?.translations;
  const response = translations?.[url];
  if (translations && response) delete translations[url];
  return response;
}
