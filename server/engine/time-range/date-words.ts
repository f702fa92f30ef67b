/** Month and weekday names as dateutil / parsedatetime know them (English). */
const MONTHS: Record<string, number> = {};
[
  ['january', 'jan'],
  ['february', 'feb'],
  ['march', 'mar'],
  ['april', 'apr'],
  ['may'],
  ['june', 'jun'],
  ['july', 'jul'],
  ['august', 'aug'],
  ['september', 'sep', 'sept'],
  ['october', 'oct'],
  ['november', 'nov'],
  ['december', 'dec'],
].forEach((names, i) => names.forEach((n) => (MONTHS[n] = i + 1)));

/** Python's weekday numbering: Monday 0 … Sunday 6. */
const WEEKDAYS: Record<string, number> = {};
[
  ['monday', 'mon'],
  ['tuesday', 'tue', 'tues'],
  ['wednesday', 'wed'],
  ['thursday', 'thu', 'thur', 'thurs'],
  ['friday', 'fri'],
  ['saturday', 'sat'],
  ['sunday', 'sun'],
].forEach((names, i) => names.forEach((n) => (WEEKDAYS[n] = i)));

/** 1–12, or undefined when `word` names no month ("Jun", "june" and "June." all do). */
export function monthNumber(word: string): number | undefined {
  return MONTHS[word.toLowerCase().replace(/\.$/, '')];
}

/** 0 (Monday) – 6 (Sunday), or undefined. */
export function weekdayNumber(word: string): number | undefined {
  return WEEKDAYS[word.toLowerCase().replace(/\.$/, '')];
}

/** A clock time written as `H[:MM[:SS[.ffffff]]]` with an optional am/pm, or a bare `noon` / `midnight`. */
export interface ClockTime {
  hour: number;
  minute: number;
  second: number;
  ms: number;
}

const CLOCK = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,6}))?)?\s*([ap]\.?m\.?)?$/i;
const HOUR_MERIDIEM = /^(\d{1,2})\s*([ap]\.?m\.?)$/i;

/** Reads one clock time; undefined when `text` is not one or is out of range. */
export function parseClock(text: string): ClockTime | undefined {
  const lower = text.toLowerCase();
  if (lower === 'noon') return { hour: 12, minute: 0, second: 0, ms: 0 };
  if (lower === 'midnight') return { hour: 0, minute: 0, second: 0, ms: 0 };
  const m = CLOCK.exec(text);
  const h = m ? undefined : HOUR_MERIDIEM.exec(text);
  if (!m && !h) return undefined;
  let hour = Number(m ? m[1] : h![1]);
  const minute = m ? Number(m[2]) : 0;
  const second = m?.[3] ? Number(m[3]) : 0;
  const ms = m?.[4] ? Math.floor(Number(`0.${m[4]}`) * 1000) : 0;
  const meridiem = (m ? m[5] : h![2])?.[0]?.toLowerCase();
  if (meridiem) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  return { hour, minute, second, ms };
}

const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1 };
'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'
  .split(' ')
  .forEach((w, i) => (NUMBER_WORDS[w] = i));

/** A count as parsedatetime reads one: digits, `a`/`an`, or an English number word up to twenty. */
export function countValue(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word.toLowerCase()];
}
