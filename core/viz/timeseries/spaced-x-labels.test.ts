import { describe, expect, it } from 'vitest';
import { spacedTimeLabels, timeDomain } from './spaced-x-labels.ts';

const MONTHS = ['Jan', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October'];
const smart = (v: number) => {
  const d = new Date(v);
  return d.getUTCMonth() === 0 ? String(d.getUTCFullYear()) : (MONTHS[d.getUTCMonth()] ?? 'December');
};
const quarters = (from: number, to: number) => {
  const ticks: number[] = [];
  for (let y = from; y <= to; y++) for (const m of [0, 3, 6, 9]) ticks.push(Date.UTC(y, m, 1));
  return ticks;
};

describe('spaced time-axis labels', () => {
  it('keeps the years and blanks the months crowding them on a narrow axis', () => {
    const ticks = quarters(2024, 2026);
    // the data runs from mid-December to mid-November: the ticks fall inside it
    const format = spacedTimeLabels(
      smart,
      [ticks[0]! - 15 * 86_400_000, ticks[ticks.length - 1]! + 45 * 86_400_000],
      300,
    );
    expect(ticks.map(format)).toEqual(['2024', '', 'July', '', '2025', '', 'July', '', '2026', '', 'July', '']);
  });
  it('formats the axis ends without letting them take the room of the nearest ticks', () => {
    const ticks = quarters(2024, 2024);
    const min = Date.UTC(2023, 11, 1);
    const format = spacedTimeLabels(smart, [min, ticks[3]!], 100);
    expect([min, ...ticks].map(format)).toEqual(['December', '2024', '', 'July', 'October']);
  });
  it('shows every label when there is room, starts over on each pass, and blanks repeats', () => {
    const ticks = quarters(2024, 2024);
    const format = spacedTimeLabels(smart, [ticks[0]!, ticks[3]!], 1000);
    expect(ticks.map(format)).toEqual(['2024', 'April', 'July', 'October']);
    expect(ticks.map(format)).toEqual(['2024', 'April', 'July', 'October']);
    const same = spacedTimeLabels(() => 'x', null, 0);
    expect([1, 2, 3].map(same)).toEqual(['x', '', '']);
  });
  it('finds the time domain of a column', () => {
    expect(timeDomain([{ t: 5 }, { t: 2 }, { t: null }, { t: 9 }], 't')).toEqual([2, 9]);
    expect(timeDomain([{ t: 'a' }], 't')).toBeNull();
  });
});
