/**
 * A content hash of every translation file under public/locales. The SPA puts it on each translation URL
 * (`?v=<hash>`), so a deploy with changed texts gets new URLs: a client never mixes cached old texts with new code.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export function localesVersion(dir = join(process.cwd(), 'public', 'locales')): string {
  const hash = createHash('sha256');
  const walk = (path: string) => {
    for (const entry of readdirSync(path).sort()) {
      const full = join(path, entry);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(relative(dir, full)).update('\0').update(readFileSync(full)).update('\0');
    }
  };
  walk(dir);
  return hash.digest('hex').slice(0, 12);
}
