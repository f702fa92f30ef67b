// Time-axis labels that never crowd (Superset plugin-chart-echarts utils/formatters.ts
// createSpacedXAxisFormatter): ECharts formats a time axis's ticks in ascending passes; a label is
// blanked when it repeats the previous one or would sit closer to the last label shown than its
// own estimated width. ECharts' own hideOverlap keeps the wrong ones on a crowded axis (the
// months between the years, dropping "2024", "2025"), so the years survive this way.

/** Rough glyph width and the least gap between two labels (Superset's TIMESERIES_CONSTANTS). */
const CHAR_WIDTH_PX = 7;
const MIN_GAP_PX = 8;

export function spacedTimeLabels(
  format: (value: number) => string,
  domain: readonly [number, number] | null,
  plotWidthPx: number,
): (value: number) => string {
  const pxPerMs = domain && domain[1] > domain[0] ? plotWidthPx / (domain[1] - domain[0]) : undefined;
  let lastValue: number | undefined;
  let lastLabel: string | undefined;
  let lastShown: number | undefined;
  return (value) => {
    // a new pass starts over
    if (lastValue !== undefined && value <= lastValue) {
      lastLabel = undefined;
      lastShown = undefined;
    }
    lastValue = value;
    const label = format(value);
    // ECharts also formats the axis's ends and shows them only where they fit: they must not take
    // the room of the nearest real ticks ("2024" lost to a hidden "December"); where an end and a
    // tick are both shown and too close, ECharts' hideOverlap decides
    if (domain && (value === domain[0] || value === domain[1])) return label;
    if (label === lastLabel) return '';
    if (
      pxPerMs !== undefined &&
      lastShown !== undefined &&
      (value - lastShown) * pxPerMs < label.length * CHAR_WIDTH_PX + MIN_GAP_PX
    ) {
      return '';
    }
    lastLabel = label;
    lastShown = value;
    return label;
  };
}

/** The [min, max] of a time column over the rows (undefined values skipped); null without any. */
export function timeDomain(rows: readonly Record<string, unknown>[], column: string): [number, number] | null {
  let min = Infinity;
  let max = -Infinity;
  for (const row of rows) {
    const v = row[column];
    if (typeof v !== 'number') continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return min <= max ? [min, max] : null;
}
