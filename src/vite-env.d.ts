/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Content hash of public/locales, set at build time (vite.config.ts). */
  readonly VITE_LOCALES_VERSION?: string;
}
