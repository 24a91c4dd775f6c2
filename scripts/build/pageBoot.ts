/**
 * The build step behind index.html's boot script (src/app/boot/pageBoot.ts): writes into <head>, after the
 * light/dark script, a JSON block naming the chunks of each route's lazy parts and of each language's locales, and
 * the boot script itself, bundled from its TypeScript source into one classic inline script. The server allows
 * the inline scripts of the index.html it serves by their hashes (server/http/static.ts).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin, ResolvedConfig } from 'vite';
import { BOOT_DATA_ID, type PageBootData } from '../../src/app/boot/bootData';

export const PAGE_BOOT_ID = 'cc-page-boot';

/** Route → the module of its lazy part, resolved to a path under `root` without extension; which are public. */
export interface RouteModules {
  modules: Record<string, string>;
  publicPaths: string[];
}

const resolveSpecifier = (root: string, from: string, specifier: string) =>
  specifier.startsWith('@/') ? join(root, 'src', specifier.slice(2)) : resolve(root, from, '..', specifier);

/**
 * Which module each route loads, read from the route table (`route('/users', …, { page: page('users', () =>
 * import('@/features/users/UsersPage')) })`) and the router (the public pages and the layouts).
 */
export function routeModules(root: string): RouteModules {
  const modules: RouteModules['modules'] = {
    '/login': join(root, 'src/auth/LoginPage'),
    '@antd': join(root, 'src/app/AntdLayout'),
    '@shell': join(root, 'src/app/shell/Shell'),
    '@booking': join(root, 'src/booking/BookingLayout'),
  };
  const routesFile = 'src/app/routes.tsx';
  const routes = readFileSync(join(root, routesFile), 'utf8');
  const starts = [...routes.matchAll(/\broute\(\s*'(\/[^']*)'/g)];
  starts.forEach((match, i) => {
    const body = routes.slice(match.index, starts[i + 1]?.index ?? routes.length);
    const page = /import\('([^']+)'\)/.exec(body);
    if (match[1] && page?.[1]) modules[match[1]] = resolveSpecifier(root, routesFile, page[1]);
  });
  const routerFile = 'src/app/router.tsx';
  const router = readFileSync(join(root, routerFile), 'utf8');
  const publicPaths: string[] = [];
  for (const match of router.matchAll(/'(\/[^']*)':\s*lazyPart\([^,]+,\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
    if (!match[1] || !match[2]) continue;
    modules[match[1]] = resolveSpecifier(root, routerFile, match[2]);
    publicPaths.push(match[1]);
  }
  return { modules, publicPaths };
}

const withoutExtension = (id: string) => id.replace(/\?.*$/, '').replace(/\.[cm]?[jt]sx?$/, '');

/** The route → chunks map of a build: each part's chunk with its static imports and their CSS, less the entry's. */
export function bootData(
  bundle: OutputBundle,
  { modules, publicPaths }: RouteModules,
  base: string,
): PageBootData {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: OutputChunk[]) => {
    const seen = new Set<string>();
    const walk = (chunk: OutputChunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const name of chunk.imports) {
        const next = byName.get(name);
        if (next) walk(next);
      }
    };
    start.forEach(walk);
    return seen;
  };
  // Already in index.html (the entry's own modulepreload and stylesheet links).
  const entry = closure(chunks.filter((chunk) => chunk.isEntry));
  const files: string[] = [];
  const indexOf = (file: string) => {
    const url = `${base}${file}`;
    const at = files.indexOf(url);
    return at >= 0 ? at : files.push(url) - 1;
  };
  const filesOf = (start: OutputChunk[]) => {
    const out = new Set<number>();
    for (const name of closure(start)) {
      if (entry.has(name)) continue;
      out.add(indexOf(name));
      for (const css of byName.get(name)?.viteMetadata?.importedCss ?? []) out.add(indexOf(css));
    }
    return [...out];
  };
  const facade = new Map(chunks.map((chunk) => [withoutExtension(chunk.facadeModuleId ?? ''), chunk]));
  const routes: PageBootData['routes'] = {};
  for (const [route, module] of Object.entries(modules)) {
    const chunk = facade.get(module);
    if (chunk) routes[route] = filesOf([chunk]);
  }
  // A page is always opened with its layouts (see planPageBoot): only what they do not bring is listed with it.
  const minus = (route: string, ...layouts: string[]) => {
    const known = new Set(layouts.flatMap((layout) => routes[layout] ?? []));
    routes[route] = (routes[route] ?? []).filter((index) => !known.has(index));
  };
  minus('@shell', '@antd');
  for (const route of Object.keys(routes)) {
    if (route.startsWith('@') || route === '/login') continue;
    if (publicPaths.includes(route)) minus(route, '@booking');
    else minus(route, '@antd', '@shell');
  }
  // Each language's antd locale, date locale and dayjs itself (src/i18n/locales.ts's loaders).
  const holding = (pattern: RegExp) =>
    chunks.filter((chunk) => chunk.moduleIds.some((id) => pattern.test(id)));
  const antd: Record<string, string> = { en: 'en_US', ro: 'ro_RO', mk: 'mk_MK', bs: 'hr_HR' };
  Object.assign(antd, { sr: 'sr_RS', sq: 'sq_AL', de: 'de_DE' });
  const dayjs: Record<string, string | null> = { en: null, bs: 'hr' };
  const locales: PageBootData['locales'] = {};
  for (const [code, antdLocale] of Object.entries(antd)) {
    const date = code in dayjs ? dayjs[code] : code;
    locales[code] = filesOf([
      ...holding(new RegExp(`antd[\\\\/]es[\\\\/]locale[\\\\/]${antdLocale}\\.js$`)),
      ...(date ? holding(new RegExp(`dayjs[\\\\/]locale[\\\\/]${date}\\.js$`)) : []),
      ...holding(/dayjs[\\/]dayjs\.min\.js$/),
    ]);
  }
  return { files, routes, publicPaths: publicPaths.filter((path) => path in routes), locales };
}

/** The boot script: src/app/boot/bootEntry.ts bundled with the build's environment, as one classic script. */
export async function bootScript(config: ResolvedConfig, localesVersion: string): Promise<string> {
  // Imported here: the route map above is also read by tests in jsdom, where esbuild cannot load.
  const { build } = await import('esbuild');
  const env: Record<string, unknown> = { ...config.env, VITE_LOCALES_VERSION: localesVersion };
  const define = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
  );
  const result = await build({
    entryPoints: [join(config.root, 'src/app/boot/bootEntry.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2019',
    legalComments: 'none',
    alias: { '@': join(config.root, 'src') },
    define: { ...define, 'import.meta.env': JSON.stringify(env) },
  });
  return (result.outputFiles[0]?.text ?? '').trim();
}

/** A JSON text safe inside <script>: no `</script>` or `<!--` can end or change the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function pageBoot(localesVersion: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'page-boot',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!context.bundle) return html;
        const data = bootData(context.bundle, routeModules(config.root), config.base);
        const tags =
          `<script id="${BOOT_DATA_ID}" type="application/json">${scriptSafeJson(data)}</script>\n    ` +
          `<script id="${PAGE_BOOT_ID}">${await bootScript(config, localesVersion)}</script>\n    `;
        // Before the entry's script and stylesheet: an inline script waits for the stylesheets above it to arrive.
        const at = html.search(/<script type="module"|<link rel="stylesheet"/);
        if (at < 0) throw new Error('page-boot: index.html has no entry script');
        return html.slice(0, at) + tags + html.slice(at);
      },
    },
  };
}
