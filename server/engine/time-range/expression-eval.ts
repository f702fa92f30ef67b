import { addUnits, dayDifference, lastDay, truncate } from './calendar.ts';
import type { DateExpr, IntExpr } from './expression-ast.ts';
import { parseExpression } from './expression-parser.ts';
import { holidayDate } from './holidays.ts';
import { parseHumanDatetime } from './human-datetime.ts';

/** Evaluates a date expression; `now` is the naive-UTC clock at whole seconds. */
export function evaluateDate(expr: DateExpr, now: Date): Date {
  switch (expr.kind) {
    case 'datetime':
      return parseHumanDatetime(expr.text, now);
    case 'dateadd':
      return addUnits(evaluateDate(expr.base, now), evaluateInt(expr.delta, now), expr.unit);
    case 'datetrunc':
      return truncate(evaluateDate(expr.base, now), expr.unit);
    case 'lastday':
      return lastDay(evaluateDate(expr.base, now), expr.unit);
    case 'holiday': {
      const year = (expr.base ? evaluateDate(expr.base, now) : now).getUTCFullYear();
      return holidayDate(expr.name, year, expr.country);
    }
  }
}

function evaluateInt(expr: IntExpr, now: Date): number {
  if (expr.kind === 'int') return expr.value;
  const from = evaluateDate(expr.from, now);
  const to = evaluateDate(expr.to, now);
  return expr.unit === 'year' ? to.getUTCFullYear() - from.getUTCFullYear() : dayDifference(from, to);
}

/** Parses and evaluates one expression such as `DATEADD(DATETIME("today"), -7, day)`. */
export function evaluateExpression(src: string, now: Date): Date {
  return evaluateDate(parseExpression(src), now);
}
