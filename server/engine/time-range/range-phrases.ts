import type { LastDayUnit, TimeUnit } from './calendar.ts';
import { dateAdd, dateTrunc, dt, lastDayOf, type DateExpr } from './expression-ast.ts';
import { parseExpression } from './expression-parser.ts';

/**
 * Superset's rewrites of friendly phrases into time expressions (get_since_until). Each pattern
 * is one flat phrase, matched case-insensitively as Superset matches it; nesting only ever
 * happens inside the expression language, which parseExpression reads.
 */

const UNIT = '(second|minute|hour|day|week|month|quarter|year)';
const START_END_OF =
  /^(start of|beginning of|end of)\s{1,5}(this|last|next|prior)\s{1,5}([0-9]+)?\s{0,5}(day|week|month|quarter|year)s?$/i;
const FIRST_OF_SCOPE =
  /^(first|1st)\s{1,5}(?:day\s{1,5})?of\s{1,5}(this|last|next|prior)\s{1,5}(day|week|month|quarter|year)s?$/i;
const FIRST_OF_THE = /^(first|1st)\s{1,5}(?:day\s{1,5})?of\s{1,5}(?:the\s{1,5})?(week|month|quarter|year)$/i;
const SCOPED = new RegExp(`^(this|last|next|prior)\\s{1,5}([0-9]+)?\\s{0,5}${UNIT}s?$`, 'i');
const FUNCTION = /^(DATETIME|DATEADD|DATETRUNC|LASTDAY|HOLIDAY)/i;
const FIRST_SUBUNIT_OF =
  /^(first|1st)\s{1,5}(week|month|quarter)\s{1,5}of\s{1,5}(?:(this|last|next|prior)\s{1,5})?(?:the\s{1,5})?(week|month|quarter|year)$/i;
const SHORTHAND = new RegExp(`^(?:Last|Next)\\s{1,5}(?:[0-9]+\\s{0,5})?${UNIT}s?$`, 'i');

const SUB_DAY = new Set(['second', 'minute', 'hour']);

const unitOf = (word: string) => word.toLowerCase() as TimeUnit;

/** get_relative_base: the caller's relative start, else `now` for sub-day units and `today` for the rest. */
export function relativeBase(unit: string, relativeStart: string | undefined): string {
  if (relativeStart) return relativeStart;
  return SUB_DAY.has(unit.toLowerCase()) ? 'now' : 'today';
}

/** get_default_bound_for_shorthand: the bound added to a separator-less "Last 3 hours" / "Next week". */
export function shorthandBound(timeRange: string): string {
  const m = SHORTHAND.exec(timeRange);
  return m ? relativeBase(m[1]!, undefined) : 'today';
}

/** handle_scope_and_unit: `this` is the base, `last`/`prior` N units before it, `next` N after. */
function scoped(scope: string, delta: string | undefined, unit: string, base: string): DateExpr {
  const n = delta ? Number(delta) : 1;
  switch (scope.toLowerCase()) {
    case 'this':
      return dt(base);
    case 'next':
      return dateAdd(dt(base), n, unitOf(unit));
    default:
      return dateAdd(dt(base), -n, unitOf(unit));
  }
}

/** "start of / end of <scope> [N] <unit>", "first [day] of …", "<scope> [N] <unit>", a function, or DATETIME(text). */
export function boundExpression(part: string, relativeStart: string | undefined): DateExpr {
  const startEnd = START_END_OF.exec(part);
  if (startEnd) {
    const [modifier, scope, delta, unit] = [startEnd[1]!, startEnd[2]!, startEnd[3], startEnd[4]!];
    const base = scoped(scope, delta, unit, relativeBase(unit, relativeStart));
    return modifier.toLowerCase() === 'end of'
      ? lastDayOf(base, unitOf(unit) as LastDayUnit)
      : dateTrunc(base, unitOf(unit));
  }
  const firstOf = FIRST_OF_SCOPE.exec(part);
  if (firstOf) return firstDayOf(firstOf[2]!, firstOf[3]!, relativeStart);
  const firstOfThe = FIRST_OF_THE.exec(part);
  if (firstOfThe) return firstDayOf('this', firstOfThe[2]!, relativeStart);
  const scope = SCOPED.exec(part);
  if (scope) return scoped(scope[1]!, scope[2], scope[3]!, relativeBase(scope[3]!, relativeStart));
  if (FUNCTION.test(part)) return parseExpression(part);
  return dt(part);
}

/** handle_nth_of without a subunit: the first day of the scoped unit. */
function firstDayOf(scope: string, unit: string, relativeStart: string | undefined): DateExpr {
  return dateTrunc(scoped(scope, undefined, unit, relativeBase(unit, relativeStart)), unitOf(unit));
}

/** "first week|month|quarter of [this|last|next|prior] [the] week|month|quarter|year" → a range. */
export function firstSubunitRange(
  timeRange: string,
  relativeStart: string | undefined,
): [DateExpr, DateExpr] | undefined {
  const m = FIRST_SUBUNIT_OF.exec(timeRange);
  if (!m) return undefined;
  const start = firstDayOf(m[3] ?? 'this', m[4]!, relativeStart);
  return [start, dateAdd(start, 1, unitOf(m[2]!))];
}

const today = dt('today');
const calendar = (unit: TimeUnit): [DateExpr, DateExpr] => [
  dateTrunc(dateAdd(today, -1, unit), unit),
  dateTrunc(today, unit),
];
const current = (unit: TimeUnit): [DateExpr, DateExpr] => [
  dateTrunc(dateAdd(today, 0, unit), unit),
  dateTrunc(dateAdd(today, 1, unit), unit),
];

/** The calendar shortcuts, matched as prefixes (case-sensitive), as Superset matches them. */
const SHORTCUTS: ReadonlyArray<[string, [DateExpr, DateExpr]]> = [
  ['previous calendar week', calendar('week')],
  ['previous calendar month', calendar('month')],
  ['previous calendar quarter', calendar('quarter')],
  ['previous calendar year', calendar('year')],
  ['Current day', current('day')],
  ['Current week', current('week')],
  ['Current month', current('month')],
  ['Current quarter', current('quarter')],
  ['Current year', current('year')],
];

export function calendarShortcut(timeRange: string): [DateExpr, DateExpr] | undefined {
  return SHORTCUTS.find(([prefix]) => timeRange.startsWith(prefix))?.[1];
}
