import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  closestName,
  editDistance,
  KNOWN_VARIABLES,
  RESERVED_PREFIXES,
  unknownVariableWarnings,
} from './known-variables.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('known variables', () => {
  it('counts edits', () => {
    expect(editDistance('LOUPE_PROT', 'LOUPE_PORT')).toBe(2);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('names the closest known variable, or none when nothing is near', () => {
    expect(closestName('LOUPE_USERNAM', KNOWN_VARIABLES)).toBe('LOUPE_USERNAME');
    expect(closestName('LOUPE_REDIS_URI', KNOWN_VARIABLES)).toBe('LOUPE_REDIS_URL');
    expect(closestName('LOUPE_SOMETHING_ELSE_ENTIRELY', KNOWN_VARIABLES)).toBeNull();
  });

  it('warns only about LOUPE_* variables Loupe does not read', () => {
    expect(
      unknownVariableWarnings({
        PATH: '/bin',
        LOUPE_PORT: '1',
        LOUPE_CONFIG: 'x',
        LOUPE_TOKEN: 't',
        LOUPE_TEST_REDIS_URL: 'r',
        LOUPE_WORKER: 'false',
        LOUPE_ZZZZZZZZZZZZZZ: '1',
      }),
    ).toEqual([
      'LOUPE_WORKER is not a variable Loupe reads; it is ignored (did you mean LOUPE_WORKERS?)',
      'LOUPE_ZZZZZZZZZZZZZZ is not a variable Loupe reads; it is ignored',
    ]);
  });

  it('is the one list: every LOUPE_* name the server, the CLI and the plugins mention is in it', () => {
    const seen = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(ts|js)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
          // Names used as variables (not build-time defines such as __LOUPE_MONACO__).
          for (const m of fs.readFileSync(full, 'utf8').matchAll(/(?<![\w_])LOUPE_[A-Z0-9_]*[A-Z0-9]\b/g))
            seen.add(m[0]);
        }
      }
    };
    for (const dir of ['server', 'cli', 'plugins']) walk(path.join(ROOT, dir));
    const missing = [...seen].filter(
      (n) => !KNOWN_VARIABLES.includes(n) && !RESERVED_PREFIXES.some((p) => n.startsWith(p)),
    );
    expect(missing).toEqual([]);
    for (const name of [
      'LOUPE_URL',
      'LOUPE_USERNAME',
      'LOUPE_PASSWORD',
      'LOUPE_TOKEN',
      'LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS',
    ])
      expect(KNOWN_VARIABLES).toContain(name);
  });
});
