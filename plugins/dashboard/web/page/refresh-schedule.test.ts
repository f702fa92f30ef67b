import { describe, expect, it } from 'vitest';
import { parseLayout } from './parse-layout.ts';
import { refreshDelays, tilesToRefresh } from './refresh-schedule.ts';
import { EXPORT_CHARTS, EXPORT_METADATA, EXPORT_POSITION } from './superset-export.test-support.ts';

describe('dashboard refresh', () => {
  it('reloads everything at once on a manual refresh or without stagger', () => {
    expect(refreshDelays(3, 0, { stagger_refresh: true })).toEqual([0, 0, 0]);
    expect(refreshDelays(3, 60_000, { stagger_refresh: false })).toEqual([0, 0, 0]);
  });

  it('spreads a timed refresh over max(interval, stagger_time), 5000 ms by default', () => {
    expect(refreshDelays(5, 2000, { stagger_refresh: true })).toEqual([0, 1250, 2500, 3750, 5000]);
    expect(refreshDelays(3, 60_000, { stagger_refresh: true, stagger_time: 1000 })).toEqual([0, 30_000, 60_000]);
    expect(refreshDelays(3, 1000, { stagger_refresh: true, stagger_time: 8000 })).toEqual([0, 4000, 8000]);
  });

  it('leaves timed_refresh_immune_slices out of a timed refresh only', () => {
    const layout = parseLayout(EXPORT_POSITION, EXPORT_CHARTS);
    const timed = tilesToRefresh(layout, EXPORT_METADATA, true);
    const manual = tilesToRefresh(layout, EXPORT_METADATA, false);
    expect(manual).toHaveLength(6);
    expect(timed).toHaveLength(5);
    expect(timed).not.toContain('CHART-x3');
  });
});
