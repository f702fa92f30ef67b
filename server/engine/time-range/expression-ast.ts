import type { LastDayUnit, TimeUnit } from './calendar.ts';

/** A time expression that yields a datetime (reference §4.2.1). */
export type DateExpr =
  | { kind: 'datetime'; text: string }
  | { kind: 'dateadd'; base: DateExpr; delta: IntExpr; unit: TimeUnit }
  | { kind: 'datetrunc'; base: DateExpr; unit: TimeUnit }
  | { kind: 'lastday'; base: DateExpr; unit: LastDayUnit }
  | { kind: 'holiday'; name: string; base?: DateExpr; country?: string };

/** A time expression that yields an integer (DATEADD's count). */
export type IntExpr =
  { kind: 'int'; value: number } | { kind: 'datediff'; from: DateExpr; to: DateExpr; unit: 'year' | 'day' };

/** Builders for the expressions Superset's phrase rewrites produce. */
export const dt = (text: string): DateExpr => ({ kind: 'datetime', text });
export const dateAdd = (base: DateExpr, n: number, unit: TimeUnit): DateExpr => ({
  kind: 'dateadd',
  base,
  delta: { kind: 'int', value: n },
  unit,
});
export const dateTrunc = (base: DateExpr, unit: TimeUnit): DateExpr => ({ kind: 'datetrunc', base, unit });
export const lastDayOf = (base: DateExpr, unit: LastDayUnit): DateExpr => ({ kind: 'lastday', base, unit });
