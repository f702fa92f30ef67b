// Superset's conditional formatting (chart-controls utils/getColorFormatters.ts): a rule picks a
// column, a comparator and a colour; matching cells get the colour with an opacity that grows from
// the cut-off value to the column's extreme value. Shared by the table and the pivot table.
import { addAlpha } from '../color/color-utils.ts';
import type { DataRecord } from '../query/query-types.ts';

export const Comparator = {
  None: 'None',
  GreaterThan: '>',
  LessThan: '<',
  GreaterOrEqual: '≥',
  LessOrEqual: '≤',
  Equal: '=',
  NotEqual: '≠',
  Between: '< x <',
  BetweenOrEqual: '≤ x ≤',
  BetweenOrLeftEqual: '≤ x <',
  BetweenOrRightEqual: '< x ≤',
} as const;
export type Comparator = (typeof Comparator)[keyof typeof Comparator];

const RANGE_COMPARATORS: readonly string[] = [
  Comparator.Between,
  Comparator.BetweenOrEqual,
  Comparator.BetweenOrLeftEqual,
  Comparator.BetweenOrRightEqual,
];

/** One entry of the `conditional_formatting` control, as Superset saves it. */
export interface ConditionalFormattingRule {
  column?: string;
  operator?: string;
  targetValue?: number;
  targetValueLeft?: number;
  targetValueRight?: number;
  /** A colour, '#RRGGBB'. */
  colorScheme?: string;
}

export interface ColorFormatter {
  column: string;
  getColorFromValue: (value: number) => string | undefined;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Opacity from the cut-off (min) to the extreme value (1), as Superset's getOpacity. */
export function cellOpacity(value: number, cutoff: number, extreme: number, minOpacity = 0.05, maxOpacity = 1): number {
  if (extreme === cutoff) return maxOpacity;
  return Math.min(
    maxOpacity,
    round2(Math.abs(((maxOpacity - minOpacity) / (extreme - cutoff)) * (value - cutoff)) + minOpacity),
  );
}

const isComplete = (rule: ConditionalFormattingRule): boolean => {
  if (rule.column === undefined || rule.operator === undefined || rule.colorScheme === undefined) return false;
  if (rule.operator === Comparator.None) return true;
  if (RANGE_COMPARATORS.includes(rule.operator)) {
    return rule.targetValueLeft !== undefined && rule.targetValueRight !== undefined;
  }
  return rule.targetValue !== undefined;
};

type Match = { cutoff: number; extreme: number } | false;

export function colorFunction(
  rule: ConditionalFormattingRule,
  columnValues: readonly number[],
): (value: number) => string | undefined {
  if (!isComplete(rule)) return () => undefined;
  const values = columnValues.filter((v) => typeof v === 'number' && Number.isFinite(v));
  const min = values.length ? Math.min(...values) : 0;
  const max = values.length ? Math.max(...values) : 0;
  const t = Number(rule.targetValue);
  const left = Number(rule.targetValueLeft);
  const right = Number(rule.targetValueRight);
  let minOpacity = 0.05;
  let compare: (v: number) => Match;
  switch (rule.operator) {
    case Comparator.None:
      minOpacity = 0;
      compare = (v) => (v >= min && v <= max ? { cutoff: min, extreme: max } : false);
      break;
    case Comparator.GreaterThan:
      compare = (v) => (v > t ? { cutoff: t, extreme: max } : false);
      break;
    case Comparator.LessThan:
      compare = (v) => (v < t ? { cutoff: t, extreme: min } : false);
      break;
    case Comparator.GreaterOrEqual:
      compare = (v) => (v >= t ? { cutoff: t, extreme: max } : false);
      break;
    case Comparator.LessOrEqual:
      compare = (v) => (v <= t ? { cutoff: t, extreme: min } : false);
      break;
    case Comparator.Equal:
      compare = (v) => (v === t ? { cutoff: t, extreme: t } : false);
      break;
    case Comparator.NotEqual:
      compare = (v) => (v === t ? false : { cutoff: t, extreme: Math.abs(t - min) > Math.abs(max - t) ? min : max });
      break;
    case Comparator.Between:
      compare = (v) => (v > left && v < right ? { cutoff: left, extreme: right } : false);
      break;
    case Comparator.BetweenOrEqual:
      compare = (v) => (v >= left && v <= right ? { cutoff: left, extreme: right } : false);
      break;
    case Comparator.BetweenOrLeftEqual:
      compare = (v) => (v >= left && v < right ? { cutoff: left, extreme: right } : false);
      break;
    case Comparator.BetweenOrRightEqual:
      compare = (v) => (v > left && v <= right ? { cutoff: left, extreme: right } : false);
      break;
    default:
      compare = () => false;
  }
  const color = rule.colorScheme as string;
  return (value) => {
    if (typeof value !== 'number' || Number.isNaN(value)) return undefined;
    const match = compare(value);
    return match ? addAlpha(color, cellOpacity(value, match.cutoff, match.extreme, minOpacity)) : undefined;
  };
}

/** The colour formatters of every complete rule, computed over the column's values in `data`. */
export function getColorFormatters(
  rules: readonly ConditionalFormattingRule[] | undefined | null,
  data: readonly DataRecord[],
): ColorFormatter[] {
  return (rules ?? []).filter(isComplete).map((rule) => ({
    column: rule.column as string,
    getColorFromValue: colorFunction(
      rule,
      data.map((row) => row[rule.column as string] as number),
    ),
  }));
}

/** The last matching rule's colour wins, as in Superset's table. */
export function cellBackground(
  formatters: readonly ColorFormatter[],
  column: string,
  value: unknown,
): string | undefined {
  if (typeof value !== 'number') return undefined;
  let color: string | undefined;
  for (const f of formatters) if (f.column === column) color = f.getColorFromValue(value) ?? color;
  return color;
}
