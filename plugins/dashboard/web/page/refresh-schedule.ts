import type { DashboardMetadata, DashboardLayout, LayoutComponent } from '../../shared/index.ts';

/** The header's "Set auto-refresh interval" choices (seconds → label), Superset's list. */
export const REFRESH_INTERVALS: readonly [number, string][] = [
  [0, "Don't refresh"],
  [10, '10 seconds'],
  [30, '30 seconds'],
  [60, '1 minute'],
  [300, '5 minutes'],
  [1800, '30 minutes'],
  [3600, '1 hour'],
  [21600, '6 hours'],
  [43200, '12 hours'],
  [86400, '24 hours'],
];

/**
 * When each of `count` charts reloads, in ms after the refresh starts, as Superset's fetchCharts:
 * a manual refresh (interval 0) reloads all at once; a timed one with `stagger_refresh` spreads
 * them evenly over max(interval, stagger_time or 5000 ms); without stagger all go at once.
 */
export function refreshDelays(count: number, intervalMs: number, metadata: DashboardMetadata): number[] {
  if (!intervalMs || !metadata.stagger_refresh || count < 2) return Array.from({ length: count }, () => 0);
  const span = Math.max(intervalMs, Number(metadata.stagger_time) || 5000);
  const step = span / (count - 1);
  return Array.from({ length: count }, (_, i) => Math.round(step * i));
}

/** The tiles a refresh reloads: every CHART, less `timed_refresh_immune_slices` on a timed one. */
export function tilesToRefresh(layout: DashboardLayout, metadata: DashboardMetadata, timed: boolean): string[] {
  const immune = new Set((metadata.timed_refresh_immune_slices ?? []).map(Number));
  return (Object.values(layout) as LayoutComponent[])
    .filter((c) => c?.type === 'CHART' && !(timed && immune.has(Number(c.meta?.chartId))))
    .map((c) => c.id);
}
