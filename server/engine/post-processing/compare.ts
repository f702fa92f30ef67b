import { GenericDataType } from '../connectors/connector.ts';
import { columnsUnder, labelEquals, type LabeledColumn, type LabeledFrame } from './labeled-frame.ts';
import { Options } from './options.ts';
import { requireColumns } from './require-columns.ts';
import { finite, toNumber } from './values.ts';

const TYPES = ['difference', 'percentage', 'ratio'] as const;

/** numpy's round (pandas' `.round(precision)`): x·10^p to the nearest integer, ties to even, then ÷ 10^p. */
export function numpyRound(x: number | null, precision: number): number | null {
  if (x === null || !Number.isFinite(x)) return null;
  const f = 10 ** precision;
  const y = x * f;
  let r = Math.round(y); // ties go up here…
  if (r - y === 0.5 && r % 2 !== 0) r -= 1; // …and to the even neighbour in numpy (rint)
  return r / f;
}

function sameRest(a: LabeledColumn, b: LabeledColumn): boolean {
  return a.key.length === b.key.length && a.key.every((l, i) => i === 0 || labelEquals(l, b.key[i]!));
}

/**
 * Superset's compare (time comparison): for each pair of `source_columns` and `compare_columns`
 * a column `<compare_type>__<source>__<compare>` holding source − compare (difference),
 * (source − compare) / compare (percentage) or source / compare (ratio), the last two rounded to
 * `precision` (4) digits as numpy rounds (half to even); under multi-level labels the pairs are matched level by level below
 * the first. `drop_original_columns` removes the compared columns.
 */
export function compare(frame: LabeledFrame, raw: unknown): LabeledFrame {
  const opts = Options.of('compare', raw, [
    'source_columns',
    'compare_columns',
    'compare_type',
    'drop_original_columns',
    'precision',
  ]);
  const sources = opts.strings('source_columns') ?? [];
  const compares = opts.strings('compare_columns') ?? [];
  requireColumns(opts, frame, 'source_columns', sources);
  requireColumns(opts, frame, 'compare_columns', compares);
  if (sources.length !== compares.length)
    throw opts.fail('compare_columns', '`compare_columns` must have the same length as `source_columns`.');
  if (!TYPES.includes(opts.value('compare_type') as (typeof TYPES)[number])) {
    throw opts.fail('compare_type', '`compare_type` must be `difference`, `percentage` or `ratio`');
  }
  const type = opts.value('compare_type') as (typeof TYPES)[number];
  const drop = opts.bool('drop_original_columns', false);
  const precision = opts.integer('precision', 0, 15) ?? 4;
  if (!sources.length) return frame;

  const added: LabeledColumn[] = [];
  sources.forEach((s, i) => {
    const c = compares[i]!;
    const sCols = columnsUnder(frame, s);
    const cCols = columnsUnder(frame, c);
    const pairs: [LabeledColumn | null, LabeledColumn | null][] = sCols.map((sc) => [
      sc,
      cCols.find((cc) => sameRest(sc, cc)) ?? null,
    ]);
    for (const cc of cCols) if (!sCols.some((sc) => sameRest(sc, cc))) pairs.push([null, cc]);
    for (const [sc, cc] of pairs) {
      const values = new Array<unknown>(frame.rowCount);
      for (let r = 0; r < frame.rowCount; r++) {
        const a = sc ? toNumber(sc.values[r]) : null;
        const b = cc ? toNumber(cc.values[r]) : null;
        if (a === null || b === null) values[r] = null;
        else if (type === 'difference') values[r] = finite(a - b);
        else if (type === 'percentage') values[r] = numpyRound((a - b) / b, precision);
        else values[r] = numpyRound(a / b, precision);
      }
      const key = (sc ?? cc)!.key;
      added.push({ key: [`${type}__${s}__${c}`, ...key.slice(1)], type: GenericDataType.NUMERIC, values });
    }
  });
  const dropped = new Set(drop ? [...sources, ...compares] : []);
  const kept = frame.columns.filter((col) => !(typeof col.key[0] === 'string' && dropped.has(col.key[0])));
  return { ...frame, columns: [...kept, ...added] };
}
