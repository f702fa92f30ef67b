import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isUnitTest } from '../test-projects.ts';

// `npx vitest run --project unit` must run with no PostgreSQL, MariaDB or Redis. The services
// are reached through tests/harness (their URLs, temporary databases, a booted Loupe), so no file
// that a unit test imports, directly or through other files, may come from tests/.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SKIP_DIRS = new Set(['node_modules', 'data', 'dist', '.git']);

function allFiles(dir = ''): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${e.name}` : e.name;
    if (e.isDirectory()) {
      if (!SKIP_DIRS.has(e.name)) out.push(...allFiles(rel));
    } else out.push(rel);
  }
  return out;
}

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The chain of files from `start` to the first file under tests/ it imports, or null. */
function pathIntoTests(start: string, read: (rel: string) => string | null): string[] | null {
  const seen = new Set<string>([start]);
  const queue: string[][] = [[start]];
  while (queue.length > 0) {
    const chain = queue.shift()!;
    const file = chain.at(-1)!;
    const code = read(file);
    if (code === null) continue;
    for (const m of code.matchAll(IMPORT)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]));
      if (seen.has(target)) continue;
      seen.add(target);
      if (target.startsWith('tests/')) return [...chain, target];
      if (/\.(ts|tsx)$/.test(target)) queue.push([...chain, target]);
    }
  }
  return null;
}

const readFromDisk = (rel: string) => {
  const abs = path.join(ROOT, rel);
  return fs.existsSync(abs) ? fs.readFileSync(abs, 'utf8') : null;
};

describe('unit tests', () => {
  it('import nothing from tests/ (harness, services, a booted Loupe), even through other files', () => {
    const unitTests = allFiles().filter(isUnitTest);
    expect(unitTests.length).toBeGreaterThan(50);
    const offenders = unitTests
      .map((f) => pathIntoTests(f, readFromDisk))
      .filter((chain): chain is string[] => chain !== null)
      .map((chain) => chain.join(' -> '));
    expect(offenders).toEqual([]);
  });

  it('catch a planted import of the harness two files away', () => {
    const files: Record<string, string> = {
      'server/a.test.ts': "import { b } from './b.ts';",
      'server/b.ts': "export { c } from '../core/c.ts';",
      'core/c.ts': "import type { X } from '../tests/harness/services.ts';\nexport const c = 1;",
    };
    const read = (rel: string) => files[rel] ?? null;
    expect(pathIntoTests('server/a.test.ts', read)).toEqual([
      'server/a.test.ts',
      'server/b.ts',
      'core/c.ts',
      'tests/harness/services.ts',
    ]);
    files['core/c.ts'] = 'export const c = 1;';
    expect(pathIntoTests('server/a.test.ts', read)).toBeNull();
  });

  it('are the files the unit project runs, and none under tests/', () => {
    expect(isUnitTest('server/rest/rison.test.ts')).toBe(true);
    expect(isUnitTest('web/shell/page-outlet.test.tsx')).toBe(true);
    expect(isUnitTest('tests/integration/rest/list-resource.test.ts')).toBe(false);
    expect(isUnitTest('node_modules/x/y.test.ts')).toBe(false);
    expect(isUnitTest('server/rest/rison.ts')).toBe(false);
  });
});
