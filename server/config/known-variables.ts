import { ENV_KEYS } from './config-schema.ts';

/**
 * Every environment variable Loupe reads, in one list: the server's settings (ENV_KEYS), the
 * configuration file, and the command line's own (how `loupe query …` reaches a server). A
 * LOUPE_* variable outside it is most likely a typo: it gets a warning naming the closest known
 * name, never a refusal, so the CLI's variables in a shell never stop `loupe serve`.
 */
export const CLI_VARIABLES: Readonly<Record<string, string>> = {
  LOUPE_URL: 'the server `loupe query …` talks to',
  LOUPE_USERNAME: 'the user `loupe query …` signs in as',
  LOUPE_PASSWORD: 'that user’s password (or the variable --password-env names)',
  LOUPE_TOKEN: 'an access token from /api/v1/security/login, instead of a user name and password',
};

export const KNOWN_VARIABLES: readonly string[] = [
  ...Object.keys(ENV_KEYS),
  'LOUPE_CONFIG',
  ...Object.keys(CLI_VARIABLES),
];

/** Prefixes kept for the test suite's own variables (LOUPE_TEST_PG_URL…). */
export const RESERVED_PREFIXES: readonly string[] = ['LOUPE_TEST_'];

const KNOWN = new Set(KNOWN_VARIABLES);

/** One warning per LOUPE_* variable Loupe does not read, with the closest known name when one is near. */
export function unknownVariableWarnings(env: NodeJS.ProcessEnv): string[] {
  return Object.keys(env)
    .filter(
      (name) => name.startsWith('LOUPE_') && !KNOWN.has(name) && !RESERVED_PREFIXES.some((p) => name.startsWith(p)),
    )
    .sort()
    .map((name) => {
      const near = closestName(name, KNOWN_VARIABLES);
      return `${name} is not a variable Loupe reads; it is ignored${near ? ` (did you mean ${near}?)` : ''}`;
    });
}

/** The candidate nearest by edit distance, if within a third of the name's length (at least 2 edits). */
export function closestName(name: string, candidates: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = editDistance(name, c);
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return bestDistance <= Math.max(2, Math.floor(name.length / 3)) ? best : null;
}

/** Levenshtein distance: insertions, deletions and substitutions, one row at a time. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}
