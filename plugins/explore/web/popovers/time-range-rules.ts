// The time-range control's rules (spec §2.8, §4.8, §5.5), as Superset's DateFilterControl utils.

export type RangeType = 'Last' | 'Previous' | 'Custom' | 'Advanced' | 'No filter';
export const NO_TIME_RANGE = 'No filter';
export const LAST_CHOICES = ['Last day', 'Last week', 'Last month', 'Last quarter', 'Last year'] as const;
export const PREVIOUS_CHOICES = [
  'previous calendar week',
  'previous calendar month',
  'previous calendar year',
] as const;
export const TIME_UNITS = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

export type SideMode = 'specific' | 'relative' | 'now' | 'today';
export interface CustomSide {
  mode: SideMode;
  /** specific: YYYY-MM-DDTHH:mm:ss */
  datetime: string;
  /** relative: how many units before (negative) or after the anchor. */
  grainValue: number;
  grain: TimeUnit;
}
export interface CustomRange {
  since: CustomSide;
  until: CustomSide;
  /** Both sides relative: the anchor is now or a datetime. */
  anchorMode: 'now' | 'specific';
  anchorValue: string;
}

const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
const RELATIVE = /^DATEADD\(DATETIME\("([^"]+)"\), (-?\d+), (\w+)\)$/i;

/** The range type a value shows with (spec §4.8). */
export function rangeTypeOf(value: string | null | undefined): RangeType {
  if (!value || value === NO_TIME_RANGE) return 'No filter';
  if ((LAST_CHOICES as readonly string[]).includes(value)) return 'Last';
  if ((PREVIOUS_CHOICES as readonly string[]).includes(value)) return 'Previous';
  return parseCustom(value) ? 'Custom' : 'Advanced';
}

export function todayMidnight(now = new Date()): string {
  return `${now.toISOString().slice(0, 10)}T00:00:00`;
}

/** Spec §9: the default custom range is start relative −7 days, end today's midnight (specific). */
export function defaultCustomRange(now = new Date()): CustomRange {
  return {
    since: { mode: 'relative', datetime: todayMidnight(now), grainValue: -7, grain: 'day' },
    until: { mode: 'specific', datetime: todayMidnight(now), grainValue: 7, grain: 'day' },
    anchorMode: 'now',
    anchorValue: todayMidnight(now),
  };
}

function encodeSide(side: CustomSide, anchor: string): string {
  switch (side.mode) {
    case 'now':
      return 'now';
    case 'today':
      return 'today';
    case 'specific':
      return side.datetime;
    case 'relative':
      return `DATEADD(DATETIME("${anchor}"), ${side.grainValue}, ${side.grain})`;
  }
}

/** Superset's customTimeRangeEncode: 'start : end'; a relative side counts from the other side, or the anchor when both are relative. */
export function encodeCustom(r: CustomRange): string {
  const bothRelative = r.since.mode === 'relative' && r.until.mode === 'relative';
  const anchor = bothRelative ? (r.anchorMode === 'now' ? 'now' : r.anchorValue) : null;
  const sinceAnchor = anchor ?? (r.until.mode === 'specific' ? r.until.datetime : r.until.mode);
  const untilAnchor = anchor ?? (r.since.mode === 'specific' ? r.since.datetime : r.since.mode);
  return `${encodeSide(r.since, sinceAnchor)} : ${encodeSide(r.until, untilAnchor)}`;
}

function parseSide(text: string): { side: CustomSide; anchor?: string } | null {
  const base = { datetime: todayMidnight(), grainValue: 7, grain: 'day' as TimeUnit };
  if (text === 'now') return { side: { ...base, mode: 'now' } };
  if (text === 'today') return { side: { ...base, mode: 'today' } };
  if (DATETIME.test(text)) return { side: { ...base, mode: 'specific', datetime: text } };
  const m = RELATIVE.exec(text);
  if (m && (TIME_UNITS as readonly string[]).includes(m[3]!.toLowerCase()))
    return {
      side: { ...base, mode: 'relative', grainValue: Number(m[2]), grain: m[3]!.toLowerCase() as TimeUnit },
      anchor: m[1],
    };
  return null;
}

/** Superset's customTimeRangeDecode: the custom form of a value, or null when it is not one. */
export function parseCustom(value: string): CustomRange | null {
  const parts = value.split(' : ');
  if (parts.length !== 2) return null;
  const since = parseSide(parts[0]!.trim());
  const until = parseSide(parts[1]!.trim());
  if (!since || !until) return null;
  const anchor = since.anchor ?? until.anchor ?? 'now';
  return {
    since: since.side,
    until: until.side,
    anchorMode: anchor === 'now' ? 'now' : 'specific',
    anchorValue: anchor === 'now' ? todayMidnight() : anchor,
  };
}

/** Spec §5.5: advanced text needs ' : ' between its start and end. */
export const isAdvancedValid = (value: string): boolean => value.includes(' : ');
