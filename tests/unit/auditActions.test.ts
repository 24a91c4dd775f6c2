import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '@/i18n/languages';

/**
 * The order history names each entry's action through `audit.actions.<Action>` (operations namespace). Every
 * action the server writes must have a translation there, in every language, or the history shows the raw key.
 */
const serverDir = join(process.cwd(), 'server');

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The audit actions written with a literal name (`action: 'LookupLocked'`). */
const writtenActions = [
  ...new Set(
    serverSources(serverDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\baction: '([A-Za-z]+)'/g)].map((m) => m[1]!),
    ),
  ),
].sort();

const actionsOf = (lng: string) =>
  (
    JSON.parse(readFileSync(join(process.cwd(), 'public', 'locales', lng, 'operations.json'), 'utf8')) as {
      audit: { actions: Record<string, string> };
    }
  ).audit.actions;

describe('audit actions in the order history', () => {
  it('finds the actions the server writes, the guessing lock among them', () => {
    expect(writtenActions).toEqual(expect.arrayContaining(['Created', 'LookupLocked', 'ExtrasAdded']));
  });

  it.each(languageCodes)('translates every written action in %s', (lng) => {
    const actions = actionsOf(lng);
    for (const action of writtenActions) expect(actions[action], `${lng}: ${action}`).toBeTruthy();
  });
});
