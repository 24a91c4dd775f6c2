import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The documentation stays true to the repository: every relative Markdown link points to a file or folder that
 * exists inside it (and to a heading that exists, when it names one), and every repository path a document
 * names in backticks (`server/app.ts`) exists. Paths with placeholders (`src/features/<area>/`) are not checked.
 */
const root = process.cwd();
const SKIPPED_DIRS = new Set([
  'node_modules',
  '.git',
  '.data',
  'coverage',
  'test-results',
  'playwright-report',
]);
const skipped = (name: string) => SKIPPED_DIRS.has(name) || name === 'dist' || name.startsWith('dist-');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skipped(entry.name) ? [] : markdownFiles(path);
    return entry.isFile() && entry.name.endsWith('.md') ? [path] : [];
  });
}

/** The text outside fenced code blocks, one entry per line (line numbers kept). */
function proseLines(text: string): string[] {
  let fence: string | null = null;
  return text.split('\n').map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return '';
    }
    return fence === null ? line : '';
  });
}

const withoutCodeSpans = (line: string) => line.replace(/(`+)[\s\S]*?\1/g, '');
const codeSpans = (line: string) => [...line.matchAll(/(`+)([\s\S]*?)\1/g)].map((m) => m[2]!.trim());

/** Link targets on a line: inline links and images `[text](target "title")`, and reference definitions. */
function linkTargets(line: string): string[] {
  const prose = withoutCodeSpans(line);
  const inline = [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]*)>?(?:\s+["'(][^)]*)?\)/g)].map(
    (m) => m[1]!,
  );
  const reference = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(prose)?.[1];
  return reference ? [...inline, reference] : inline;
}

/** GitHub's heading anchors (github-slugger): lower case, punctuation dropped, spaces to hyphens, -1, -2 for repeats. */
function headingAnchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of proseLines(readFileSync(file, 'utf8'))) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const text = heading
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/[`*]/g, '');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const insideRepository = (path: string) => {
  const rel = relative(root, path);
  return !rel.startsWith('..') && !isAbsolute(rel);
};

const files = markdownFiles(root).sort();
const name = (file: string) => relative(root, file);

describe('Markdown links', () => {
  it('finds the documentation', () => {
    expect(files.map(name)).toEqual(
      expect.arrayContaining([
        'README.md',
        'CONTRIBUTING.md',
        'docs/architecture.md',
        'docs/decisions/README.md',
      ]),
    );
  });

  it.each(files.map(name))('%s: every relative link points to an existing file and heading', (file) => {
    const path = join(root, file);
    const problems: string[] = [];
    proseLines(readFileSync(path, 'utf8')).forEach((line, index) => {
      for (const raw of linkTargets(line)) {
        if (!raw || /^[a-z][a-z\d+.-]*:/i.test(raw) || raw.startsWith('//')) continue;
        const at = `${file}:${index + 1} → ${raw}`;
        const [target = '', anchor = ''] = decodeURI(raw).split('#');
        // A leading slash means the repository's root, as on GitHub.
        const resolved = target === '' ? path : join(target.startsWith('/') ? root : dirname(path), target);
        if (!insideRepository(resolved)) problems.push(`${at}: points outside the repository`);
        else if (!existsSync(resolved)) problems.push(`${at}: no such file`);
        else if (anchor && resolved.endsWith('.md') && statSync(resolved).isFile()) {
          if (!headingAnchors(resolved).has(anchor)) problems.push(`${at}: no heading #${anchor}`);
        }
      }
    });
    expect(problems).toEqual([]);
  });

  it.each(files.map(name))('%s: every repository path named in backticks exists', (file) => {
    const problems: string[] = [];
    proseLines(readFileSync(join(root, file), 'utf8')).forEach((line, index) => {
      for (const span of codeSpans(line)) {
        const path = /^(?:\.ci|docs|eslint|public|scripts|server|src|tests)\/[^\s]*$/.exec(span)?.[0];
        if (!path || /[<>{}*…]/.test(path)) continue;
        if (!existsSync(join(root, path))) problems.push(`${file}:${index + 1}: \`${path}\` does not exist`);
      }
    });
    expect(problems).toEqual([]);
  });
});
