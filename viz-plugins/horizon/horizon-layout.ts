// The horizon chart's geometry (Superset legacy-plugin-chart-horizon HorizonRow): each series is a
// row; its values are cut into `bands` layers of equal height that are folded on top of each other,
// darker for larger magnitudes; negatives use the second half of the palette.

/** HorizonRow's default palette: four negative shades (light → dark), four positive (light → dark). */
export const HORIZON_COLORS = ['#abd9e9', '#74add1', '#4575b4', '#313695', '#fee090', '#fdae61', '#f46d43', '#d73027'];
export const HORIZON_BANDS = 4;

export interface HorizonSeries {
  key: string;
  values: { x: number; y: number }[];
}

export interface HorizonRowLayout {
  key: string;
  top: number;
  height: number;
  /** One polygon per band and sign, as SVG `points`. */
  areas: { points: string; color: string }[];
}

export type ColorScale = 'series' | 'overall' | 'change';

export function horizonLayout(
  series: readonly HorizonSeries[],
  opts: { width: number; rowHeight: number; colorScale: ColorScale; labelWidth: number },
): HorizonRowLayout[] {
  const xs = series.flatMap((s) => s.values.map((v) => v.x));
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  const plotWidth = Math.max(1, opts.width - opts.labelWidth);
  const sx = (x: number) => opts.labelWidth + (x1 === x0 ? 0 : ((x - x0) / (x1 - x0)) * plotWidth);
  const shifted = series.map((s) => {
    const base = opts.colorScale === 'change' ? (s.values[0]?.y ?? 0) : 0;
    return { key: s.key, values: s.values.map((v) => ({ x: v.x, y: v.y - base })) };
  });
  const overall = Math.max(0, ...shifted.flatMap((s) => s.values.map((v) => Math.abs(v.y))));
  return shifted.map((s, index) => {
    const top = index * opts.rowHeight;
    const extent = opts.colorScale === 'series' ? Math.max(0, ...s.values.map((v) => Math.abs(v.y))) : overall;
    const step = extent / HORIZON_BANDS || 1;
    const areas: HorizonRowLayout['areas'] = [];
    for (const sign of [1, -1]) {
      for (let band = 0; band < HORIZON_BANDS; band++) {
        const heights = s.values.map((v) => {
          const magnitude = sign > 0 ? Math.max(0, v.y) : Math.max(0, -v.y);
          return Math.min(step, Math.max(0, magnitude - band * step)) / step;
        });
        if (!heights.some((h) => h > 0)) continue;
        const bottom = top + opts.rowHeight;
        const line = s.values.map(
          (v, i) => `${sx(v.x).toFixed(1)},${(bottom - heights[i] * opts.rowHeight).toFixed(1)}`,
        );
        const first = sx(s.values[0].x).toFixed(1);
        const last = sx(s.values[s.values.length - 1].x).toFixed(1);
        areas.push({
          points: `${first},${bottom} ${line.join(' ')} ${last},${bottom}`,
          color: HORIZON_COLORS[(sign > 0 ? HORIZON_BANDS : 0) + band],
        });
      }
    }
    return { key: s.key, top, height: opts.rowHeight, areas };
  });
}
