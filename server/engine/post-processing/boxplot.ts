import { GenericDataType } from '../connectors/connector.ts';
import { groupRows } from './group-rows.ts';
import { columnsUnder, type LabeledColumn, type LabeledFrame } from './labeled-frame.ts';
import { median, percentile } from './numpy-functions.ts';
import { Options } from './options.ts';
import { requireColumns } from './require-columns.ts';
import { kahanSum } from './summation.ts';
import { extent, finite, toNumber } from './values.ts';

type Stats = (all: readonly (number | null)[]) => unknown;

const OPERATORS = ['mean', 'median', 'max', 'min', 'q1', 'q3', 'count', 'outliers'] as const;

/**
 * Superset's boxplot: per `groupby` group (or over everything), for each metric the columns
 * `<metric>__mean, __median, __max, __min, __q1, __q3, __count, __outliers` — in that order of
 * statistic, then metric. Quartiles are numpy's nanpercentile with midpoint interpolation;
 * whiskers (max/min) are Tukey's (the furthest values within 1.5 IQR of the quartiles), the
 * extremes (min/max), or the given `percentiles`; outliers are the values beyond them, those
 * above first. count counts every row of the group, missing values included (np.ma.count).
 */
export function boxplot(frame: LabeledFrame, raw: unknown): LabeledFrame {
  const opts = Options.of('boxplot', raw, ['groupby', 'metrics', 'whisker_type', 'percentiles']);
  const groupby = opts.strings('groupby') ?? [];
  const metrics = opts.strings('metrics');
  if (!metrics?.length) throw opts.fail('metrics', 'is required');
  requireColumns(opts, frame, 'groupby', groupby);
  requireColumns(opts, frame, 'metrics', metrics);
  const whisker = opts.oneOf('whisker_type', ['tukey', 'min/max', 'percentile']);
  let low = 0;
  let high = 100;
  if (whisker === 'percentile') {
    const p = opts.value('percentiles');
    if (
      !Array.isArray(p) ||
      p.length !== 2 ||
      typeof p[0] !== 'number' ||
      typeof p[1] !== 'number' ||
      p[0] >= p[1] ||
      p[0] < 0 ||
      p[1] > 100
    ) {
      throw opts.fail(
        'percentiles',
        'percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value',
      );
    }
    [low, high] = p as [number, number];
  }
  const present = (xs: readonly (number | null)[]) => xs.filter((x): x is number => x !== null);
  const q1 = (xs: number[]) => percentile(xs, 25, 'midpoint');
  const q3 = (xs: number[]) => percentile(xs, 75, 'midpoint');
  const max = (xs: number[]) => extent(xs)?.[1] ?? null;
  const min = (xs: number[]) => extent(xs)?.[0] ?? null;
  const whiskers = (xs: number[]): [number | null, number | null] => {
    if (whisker === 'min/max') return [min(xs), max(xs)];
    if (whisker === 'percentile') return [percentile(xs, low), percentile(xs, high)];
    const a = q1(xs);
    const b = q3(xs);
    if (a === null || b === null) return [null, null];
    const iqr = b - a;
    return [min(xs.filter((x) => x >= a - 1.5 * iqr)), max(xs.filter((x) => x <= b + 1.5 * iqr))];
  };
  const stats: Record<(typeof OPERATORS)[number], Stats> = {
    // np.mean and np.median reach pandas' groupby as its own mean (Kahan sum) and median
    mean: (all) => {
      const xs = present(all);
      return xs.length ? finite(kahanSum(xs) / xs.length) : null;
    },
    median: (all) => median(present(all)),
    max: (all) => whiskers(present(all))[1],
    min: (all) => whiskers(present(all))[0],
    q1: (all) => q1(present(all)),
    q3: (all) => q3(present(all)),
    count: (all) => all.length,
    outliers: (all) => {
      const xs = present(all);
      const [lo, hi] = whiskers(xs);
      if (lo === null || hi === null) return [];
      return [...xs.filter((x) => x > hi), ...xs.filter((x) => x < lo)];
    },
  };

  const nums = new Map(metrics.map((m) => [m, columnsUnder(frame, m)[0]!.values.map(toNumber)]));
  const sources = groupby.map((g) => columnsUnder(frame, g)[0]!);
  const groups = groupby.length
    ? groupRows(
        sources.map((s) => s.values),
        frame.rowCount,
      )
    : { keys: frame.rowCount ? [[]] : [], rows: frame.rowCount ? [[...Array(frame.rowCount).keys()]] : [] };
  const columns: LabeledColumn[] = groupby.map((name, i) => ({
    key: [name],
    type: sources[i]!.type,
    values: groups.keys.map((k) => k[i]),
  }));
  for (const op of OPERATORS) {
    for (const m of metrics) {
      const xs = nums.get(m)!;
      columns.push({
        key: [`${m}__${op}`],
        type: op === 'outliers' ? GenericDataType.STRING : GenericDataType.NUMERIC,
        values: groups.rows.map((rows) => stats[op](rows.map((r) => xs[r]!))),
      });
    }
  }
  return {
    index: null,
    levelNames: [null],
    levelTypes: [GenericDataType.STRING],
    columns,
    rowCount: groups.keys.length,
  };
}
