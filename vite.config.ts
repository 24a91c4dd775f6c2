import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { compressAssets } from './scripts/build/compressAssets';
import { localesVersion } from './scripts/build/localesVersion';
import { COLOR_SCHEME_BOOT, COLOR_SCHEME_BOOT_ID } from './src/lib/colorSchemeBoot';

const apiTarget = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

/** Names the chunk of each language's date and antd locale after it (`dayjs-locale-de`, `antd-locale-de_DE`). */
function chunkName(chunk: { name: string; facadeModuleId: string | null; moduleIds: string[] }) {
  // The locale modules are CommonJS (dayjs) and so may sit behind a wrapper module instead of being the facade.
  const ids = [chunk.facadeModuleId ?? '', ...(chunk.moduleIds.length <= 3 ? chunk.moduleIds : [])];
  for (const id of ids) {
    const dayjs = /dayjs\/locale\/([\w-]+)\.js/.exec(id);
    if (dayjs) return `dayjs-locale-${dayjs[1]}`;
    const antd = /antd\/es\/locale\/([a-z]{2,3}_[A-Z]{2})\.js/.exec(id);
    if (antd) return `antd-locale-${antd[1]}`;
  }
  return chunk.name;
}

/** Inlines the light/dark decision into <head>, so the first paint is in the right scheme (see colorSchemeBoot.ts). */
function colorSchemeBoot(): Plugin {
  return {
    name: 'color-scheme-boot',
    transformIndexHtml: () => [
      {
        tag: 'script',
        attrs: { id: COLOR_SCHEME_BOOT_ID },
        children: COLOR_SCHEME_BOOT,
        injectTo: 'head-prepend',
      },
    ],
  };
}

export default defineConfig({
  plugins: [react(), compressAssets(), colorSchemeBoot()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { 'import.meta.env.VITE_LOCALES_VERSION': JSON.stringify(localesVersion()) },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    host: true,
    allowedHosts: ['.localhost'],
    proxy: { '/api': apiTarget, '/health': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        entryFileNames: 'static/js/[name].[hash].js',
        chunkFileNames: (chunk) => `static/js/${chunkName(chunk)}.[hash].chunk.js`,
        assetFileNames: 'static/media/[name].[hash][extname]',
        codeSplitting: {
          groups: [
            // Always loaded together by the entry: one cacheable vendor file each, stable across app releases.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 2 },
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|react-i18next|i18next-http-backend|i18next-browser-languagedetector)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
