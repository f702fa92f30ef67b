import { compareLabels, isMissing } from './values.ts';

export interface Groups {
  /** One tuple of key cells a group, sorted as pandas sorts group keys. */
  keys: unknown[][];
  /** Per group, the rank of each key cell among its column's distinct values (missing last). */
  codes: number[][];
  /** The input rows of each group, in input order. */
  rows: number[][];
  /** Per key column, its distinct values in sorted order (missing, when kept, last as null). */
  uniques: unknown[][];
}

export function compareTuples(a: readonly unknown[], b: readonly unknown[]): number {
  for (let i = 0; i < a.length; i++) {
    const c = compareLabels(a[i], b[i]);
    if (c !== 0) return c;
  }
  return 0;
}

function mapKey(v: unknown): unknown {
  return typeof v === 'object' && v !== null ? `\u0001${JSON.stringify(v)}` : v;
}

/**
 * A column as ranks of its distinct values (pandas' factorize with sort): -1 for missing cells
 * unless `keepMissing`, which ranks them after every value.
 */
export function factorize(
  values: readonly unknown[],
  rowCount: number,
  keepMissing: boolean,
): { codes: Int32Array; uniques: unknown[] } {
  const first = new Map<unknown, number>();
  const seen: unknown[] = [];
  const raw = new Int32Array(rowCount);
  let missing = false;
  for (let r = 0; r < rowCount; r++) {
    const v = values[r];
    if (isMissing(v)) {
      raw[r] = -1;
      missing = true;
      continue;
    }
    const k = mapKey(v);
    let code = first.get(k);
    if (code === undefined) {
      code = seen.length;
      first.set(k, code);
      seen.push(v);
    }
    raw[r] = code;
  }
  const order = seen.map((_, i) => i).sort((a, b) => compareLabels(seen[a], seen[b]));
  const rank = new Int32Array(seen.length);
  order.forEach((o, i) => (rank[o] = i));
  const uniques = order.map((o) => seen[o]);
  const missingCode = keepMissing && missing ? uniques.length : -1;
  if (missingCode >= 0) uniques.push(null);
  const codes = new Int32Array(rowCount);
  for (let r = 0; r < rowCount; r++) codes[r] = raw[r]! < 0 ? missingCode : rank[raw[r]!]!;
  return { codes, uniques };
}

/**
 * Groups rows by the cells of `keyColumns` (pandas' groupby with sort=True): rows with a missing
 * key cell are left out unless `keepMissing`. Linear in the rows (columns are factorized to
 * ranks and combined into one number a row), then a sort of the groups.
 */
export function groupRows(keyColumns: readonly (readonly unknown[])[], rowCount: number, keepMissing = false): Groups {
  const factors = keyColumns.map((c) => factorize(c, rowCount, keepMissing));
  const radix = factors.map((f) => Math.max(1, f.uniques.length));
  const exact = radix.reduce((a, b) => a * b, 1) < Number.MAX_SAFE_INTEGER;
  const byCode = new Map<number | string, number>();
  const groupCodes: number[][] = [];
  const rows: number[][] = [];
  const sortKey: (number | string)[] = [];
  for (let r = 0; r < rowCount; r++) {
    let code = 0;
    let text = '';
    let skip = false;
    for (let c = 0; c < factors.length; c++) {
      const k = factors[c]!.codes[r]!;
      if (k < 0) {
        skip = true;
        break;
      }
      if (exact) code = code * radix[c]! + k;
      else text += `${k},`;
    }
    if (skip) continue;
    const key = exact ? code : text;
    let g = byCode.get(key);
    if (g === undefined) {
      g = rows.length;
      byCode.set(key, g);
      groupCodes.push(factors.map((f) => f.codes[r]!));
      rows.push([]);
      sortKey.push(key);
    }
    rows[g]!.push(r);
  }
  const order = rows.map((_, i) => i);
  if (exact) order.sort((a, b) => (sortKey[a] as number) - (sortKey[b] as number));
  else order.sort((a, b) => compareTuples(groupCodes[a]!, groupCodes[b]!));
  const codes = order.map((i) => groupCodes[i]!);
  return {
    keys: codes.map((cs) => cs.map((k, c) => factors[c]!.uniques[k])),
    codes,
    rows: order.map((i) => rows[i]!),
    uniques: factors.map((f) => f.uniques),
  };
}
