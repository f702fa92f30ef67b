/**
 * The odd values the HTTP fuzz sends, and its seeded generator. Everything here is deterministic:
 * the same seed gives the same requests in the same order.
 */

/** mulberry32: a small seeded PRNG, enough to pick cases reproducibly. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks `n` items of `all` (all of them when there are fewer), in a seeded order. */
export function sample<T>(all: readonly T[], n: number, random: () => number): T[] {
  const copy = [...all];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

const DEPTH = 1000;
const LONG = 'x'.repeat(100_000);

/** Path segments, already URL-encoded where the wire needs it. */
export const ODD_SEGMENTS = [
  '%00',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  '..',
  '99999999999999999999999999',
  '9007199254740993',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e300',
  'NaN',
  'Infinity',
  '0x1f',
  '+1',
  '%20',
  '%F0%9F%98%80',
  '%ZZ',
  '%',
  '%27%3B--',
  'a'.repeat(3000),
];

/** Numbers and dates as rison text (`q` of FAB endpoints and `time_range`). */
const RISON_NUMBERS = ['1e300', '-1e300', '-1', '-0', '0', '1.5', '99999999999999999999', '9007199254740993', 'abc'];
const RISON_FIELDS = ['page', 'page_size', 'last_updated_ms', 'include_ids', 'filter', 'force'];
const ODD_TIME_RANGES = [
  'Last 1e300 days',
  'DATEADD(DATETIME("now"), 1e300, day) : now',
  'DATEADD(DATETIME("now"), -99999999999, year) : now',
  '9999-99-99 : 0000-00-00',
  '-271821-04-20 : 275760-09-13',
  'Last day : Last day : Last day',
  'today : -1e300',
  'previous calendar week : 1e300',
  LONG.slice(0, 5000),
];

/** Raw `q` values (not yet URL-encoded): malformed rison and JSON, odd numbers, deep nesting. */
export function oddRisonQueries(): string[] {
  const out = ['(', ')', '!(', '(a:', "'unterminated", '(:)', '!(!(!(', '{"page":', '{"page":1e999}', 'null', '[]'];
  for (const f of RISON_FIELDS) for (const n of RISON_NUMBERS) out.push(`(${f}:${n})`);
  out.push(
    '!(1e300,-1,99999999999999999999)',
    '!(1.5)',
    '!()',
    '(filters:!((col:id,opr:eq,value:1e300)))',
    "(filters:!((col:id,opr:in,value:!(1e300,-1,'x'))))",
    "(filters:!((col:changed_on,opr:gt,value:'9999-99-99')))",
    '(filters:!((col:id,opr:gt,value:99999999999999999999)))',
    '(include_ids:!(1e300,-1))',
    '(add_columns:(owners:(page:1e300,page_size:-1)))',
    '(order_column:id,order_direction:sideways)',
    `(columns:!(${'x,'.repeat(2000)}x))`,
    `(filter:'${LONG.slice(0, 20_000)}')`,
    `(schema_name:'%00',force:!t)`,
    '!('.repeat(DEPTH) + ')'.repeat(DEPTH),
    '(a:'.repeat(DEPTH) + '1' + ')'.repeat(DEPTH),
    '['.repeat(DEPTH) + ']'.repeat(DEPTH),
    '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH),
  );
  for (const t of ODD_TIME_RANGES) out.push(`'${t.replace(/'/g, "!'")}'`, t);
  return out;
}

/** Plain querystring values (format, type, force, datasource_id, last_id, name, …). */
export const ODD_QUERY_VALUES = [
  '',
  '1e300',
  '-1',
  'NaN',
  '99999999999999999999',
  '%00',
  '..%2f..',
  '%ZZ',
  'true',
  'x'.repeat(20_000),
];

/** JSON leaves the body mutator puts in place of a valid one. */
export function oddJsonValues(): unknown[] {
  let deepArray: unknown = 1;
  let deepObject: unknown = 1;
  for (let i = 0; i < DEPTH; i++) {
    deepArray = [deepArray];
    deepObject = { a: deepObject };
  }
  return [
    1e300,
    -1e300,
    -1,
    0,
    2 ** 53 + 2,
    1.5,
    1e-300,
    '1e300',
    'NaN',
    '-Infinity',
    '',
    null,
    true,
    [],
    {},
    LONG,
    '9999-99-99',
    '0000-00-00T00:00:00',
    '-271821-04-20T00:00:00Z',
    '2020-02-30',
    'Last 1e300 days',
    '\u0000',
    '../../etc/passwd',
    [1e300, -1],
    { a: 1e300 },
    deepArray,
    deepObject,
  ];
}

/** Bodies that are not JSON at all, or JSON no schema expects. */
export function oddRawBodies(): string[] {
  return [
    '{',
    '[',
    '{"a":',
    '"x"',
    '1e400',
    'null',
    '[]',
    '{"a":1e999}',
    '\u0000',
    '['.repeat(DEPTH) + ']'.repeat(DEPTH),
    '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH),
  ];
}

/** The path of every node under `value` (object keys and array indexes), the root excluded. */
export function nodePaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [];
  const children: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i): [number, unknown] => [i, v])
    : value !== null && typeof value === 'object'
      ? Object.entries(value)
      : [];
  for (const [key, child] of children) out.push([...prefix, key], ...nodePaths(child, [...prefix, key]));
  return out;
}

/** A deep copy of `value` with the thing at `path` replaced by `replacement`. */
export function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = replacement;
  return copy;
}
