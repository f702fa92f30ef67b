// The waterfall's bars from the rows (Superset Waterfall/transformProps.ts transformer + the
// assist/increase/decrease/total split): an invisible "assist" bar lifts each step to the running total.
import type { DataRecord } from '../../core/viz/index.ts';

export const ASSIST_MARK = 'Assist';
export const TOKEN = '-';
export const TOTAL_MARK = 'Total';

export interface WaterfallDatum {
  value: number | typeof TOKEN;
  originalValue?: number;
  totalSum?: number;
  itemStyle?: { color: string; opacity: number };
}

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

/** One row per x value (summed), or per (x, breakdown) with a per-period total row. */
export function waterfallRows(
  data: readonly DataRecord[],
  opts: { xAxis: string; metric: string; breakdown?: string; totalMark: string; showTotal: boolean },
): DataRecord[] {
  const groups = new Map<string, DataRecord[]>();
  for (const row of data) {
    const key = String(row[opts.xAxis]);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const out: DataRecord[] = [];
  let total = 0;
  for (const [key, rows] of groups) {
    const sum = rows.reduce((acc, row) => acc + num(row[opts.metric]), 0);
    const x = rows[0][opts.xAxis];
    if (opts.breakdown) {
      out.push(...rows);
      if (opts.showTotal) out.push({ [opts.xAxis]: x ?? key, [opts.breakdown]: opts.totalMark, [opts.metric]: sum });
    } else {
      out.push({ [opts.xAxis]: x ?? key, [opts.metric]: sum });
      total += sum;
    }
  }
  if (!opts.breakdown && opts.showTotal) out.push({ [opts.xAxis]: opts.totalMark, [opts.metric]: total });
  return out;
}

/** The four stacked series' data: assist (transparent), increase, decrease, total. */
export function waterfallSeries(
  rows: readonly DataRecord[],
  opts: { xAxis: string; metric: string; breakdown?: string; totalMark: string; increase: string; decrease: string },
) {
  const assist: WaterfallDatum[] = [];
  const increase: WaterfallDatum[] = [];
  const decrease: WaterfallDatum[] = [];
  const total: WaterfallDatum[] = [];
  const isTotalRow = (row: DataRecord) =>
    (opts.breakdown !== undefined && row[opts.breakdown] === opts.totalMark) || row[opts.xAxis] === opts.totalMark;
  let previousTotal = 0;
  let running = 0;
  rows.forEach((row, index) => {
    const isTotal = isTotalRow(row);
    // Total rows do not add to the running sum (Superset counts a breakdown's first row regardless).
    const adds = opts.breakdown
      ? row[opts.breakdown] !== opts.totalMark || index === 0
      : row[opts.xAxis] !== opts.totalMark;
    if (adds) running += num(row[opts.metric]);
    const totalSum = running;
    const originalValue = num(row[opts.metric]);
    let value = originalValue;
    const oppositeSigns = Math.sign(previousTotal) !== Math.sign(totalSum);
    if (oppositeSigns) value = Math.sign(value) * (Math.abs(value) - Math.abs(previousTotal));
    if (isTotal) {
      increase.push({ value: TOKEN });
      decrease.push({ value: TOKEN });
      total.push({ value: totalSum, originalValue: totalSum, totalSum });
    } else if (value < 0) {
      increase.push({ value: TOKEN });
      decrease.push({ value: totalSum < 0 ? value : -value, originalValue, totalSum });
      total.push({ value: TOKEN });
    } else {
      increase.push({ value: totalSum > 0 ? value : -value, originalValue, totalSum });
      decrease.push({ value: TOKEN });
      total.push({ value: TOKEN });
    }
    const color = oppositeSigns ? (value > 0 ? opts.increase : opts.decrease) : 'transparent';
    if (isTotal) assist.push({ value: TOKEN });
    else if (index === 0) assist.push({ value: 0 });
    else if (oppositeSigns || Math.abs(totalSum) > Math.abs(previousTotal)) {
      assist.push({ value: previousTotal, itemStyle: { color, opacity: 1 } });
    } else assist.push({ value: totalSum, itemStyle: { color, opacity: 1 } });
    previousTotal = totalSum;
  });
  return { assist, increase, decrease, total };
}
