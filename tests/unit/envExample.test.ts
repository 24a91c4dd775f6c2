import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { envSchema } from '../../server/config';

/**
 * `.env.example` documents every variable the project reads. Its server section lists exactly the variables of
 * the validated configuration (envSchema in server/config.ts) with their real defaults; every variable that the
 * SPA, the dev server, the scripts or the tests read appears in it, and nothing it lists is read nowhere.
 */
const root = process.cwd();

interface Entry {
  name: string;
  value: string;
  section: string;
  line: number;
}

function entries(): Entry[] {
  let section = '';
  const found: Entry[] = [];
  readFileSync(join(root, '.env.example'), 'utf8')
    .split('\n')
    .forEach((text, index) => {
      const heading = /^## (.+)$/.exec(text)?.[1];
      if (heading) section = heading;
      const variable = /^# ?([A-Z][A-Z0-9_]*)=(.*)$/.exec(text);
      if (variable) found.push({ name: variable[1]!, value: variable[2]!, section, line: index + 1 });
    });
  return found;
}

/** Variables read in code (properties of Node's and Vite's env objects) and expanded in shell scripts. */
function variablesReadInCode(): Map<string, string> {
  const read = new Map<string, string>();
  const scan = (file: string, patterns: RegExp[]) => {
    const text = readFileSync(join(root, file), 'utf8');
    for (const pattern of patterns)
      for (const match of text.matchAll(pattern)) if (!read.has(match[1]!)) read.set(match[1]!, file);
  };
  const code = [
    /process\.env\.([A-Z][A-Z0-9_]*)/g,
    /process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]/g,
    /import\.meta\.env\.(VITE_[A-Z0-9_]+)/g,
  ];
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return walk(path);
      return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
    });
  const sources = ['src', 'server', 'scripts', 'tests', 'eslint'].flatMap(walk);
  const configs = ['vite.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'drizzle.config.ts'];
  for (const file of [...sources, ...configs]) scan(file, code);
  // Shell: package.json scripts and the CI entry point.
  for (const file of ['package.json', '.ci/run']) scan(file, [/\$\{([A-Z][A-Z0-9_]*)/g]);
  return read;
}

/** Read in code but not configuration: Vite fills it in at build time (vite.config.ts `define`). */
const NOT_CONFIGURATION = new Set(['VITE_LOCALES_VERSION']);

const documented = entries();
const serverShape = envSchema.shape as Record<string, z.ZodType>;

describe('.env.example', () => {
  it('lists each variable once', () => {
    const names = documented.map((e) => e.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    expect(names.length).toBeGreaterThan(20);
  });

  it('lists exactly the variables of the validated server configuration in its server section', () => {
    const server = documented.filter((e) => e.section.startsWith('Server')).map((e) => e.name);
    expect(server.sort()).toEqual(Object.keys(serverShape).sort());
  });

  it.each(documented.filter((e) => e.section.startsWith('Server')).map((e) => [e.name, e] as const))(
    'shows the real default of %s, or a valid example',
    (_name, entry) => {
      const schema = serverShape[entry.name]!;
      const fallback = schema.safeParse(undefined);
      const hasDefault = fallback.success && fallback.data !== undefined;
      const shown = schema.safeParse(entry.value);
      if (hasDefault) {
        expect(shown.success, `.env.example:${entry.line}: ${entry.name}=${entry.value} is not valid`).toBe(
          true,
        );
        expect(shown.data, `.env.example:${entry.line}: the default of ${entry.name}`).toEqual(fallback.data);
      } else if (entry.value !== '') {
        expect(shown.success, `.env.example:${entry.line}: ${entry.name}=${entry.value} is not valid`).toBe(
          true,
        );
      }
    },
  );

  it('documents every variable that the SPA, the dev server, the scripts and the tests read', () => {
    const names = new Set(documented.map((e) => e.name));
    const missing = [...variablesReadInCode()]
      .filter(([name]) => !names.has(name) && !NOT_CONFIGURATION.has(name))
      .map(([name, file]) => `${name} (read in ${file})`);
    expect(missing).toEqual([]);
  });

  it('lists nothing outside the server section that nothing reads', () => {
    const read = variablesReadInCode();
    const stale = documented
      .filter((e) => !e.section.startsWith('Server') && !read.has(e.name))
      .map((e) => `${e.name} (.env.example:${e.line})`);
    expect(stale).toEqual([]);
  });
});
