/**
 * Light or dark: the user's choice, kept in localStorage under THEME_PREFERENCE_KEY ("light", "dark" or
 * "system"; "system", the default, follows the operating system's prefers-color-scheme).
 *
 * COLOR_SCHEME_BOOT is the same decision as a tiny classic script, inlined into index.html's <head> by the build
 * (vite.config.ts) so that the page's first paint is already in the right scheme: no flash of a light page for a
 * dark-mode user. The server's Content-Security-Policy allows exactly this script by its SHA-256 hash
 * (server/app.ts), so no other inline script can run. Plain ES5, no imports: this file is also read by the server.
 */
export const THEME_PREFERENCE_KEY = 'cc.theme';

/** The id of the inline <script> element (the one inline script the page may have). */
export const COLOR_SCHEME_BOOT_ID = 'color-scheme-boot';

export const COLOR_SCHEME_BOOT =
  "(function(){var p='system',d=document.documentElement;" +
  `try{p=localStorage.getItem('${THEME_PREFERENCE_KEY}')||p}catch(e){}` +
  "var s=p==='dark'||(p!=='light'&&window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches)?'dark':'light';" +
  'd.setAttribute("data-theme",s);d.style.colorScheme=s})()';
