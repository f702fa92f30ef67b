import {
  withEchartsTheme,
  getCategoricalColorScale,
  getColumnLabel,
  getMetricLabel,
  type ChartProps,
  type EChartsRenderProps,
  type QueryFormColumn,
  type QueryFormData,
  type QueryFormMetric,
} from '../../core/viz/index.ts';
import { layoutWordCloud, seededRandom, type PlacedWord } from '../../core/viz/layout/word-cloud-layout.ts';

export type WordCloudRenderProps = EChartsRenderProps & { words: PlacedWord[] };

/** Superset's rotations: flat → 0°, square → 0° or 90°, random → a multiple of 30° in [-90°, 60°]. */
export function rotationOf(rotation: unknown, random: () => number): number {
  if (rotation === 'flat') return 0;
  if (rotation === 'random') return Math.floor(random() * 6 - 3) * 30;
  return Math.floor(random() * 2) * 90;
}

/** Superset's size encoding: a linear scale from the smallest to the largest metric value. */
export function fontSizeScale(min: number, max: number, from: number, to: number): (value: number) => number {
  if (!(max > min)) return () => to;
  return (value) => from + ((value - min) / (max - min)) * (to - from);
}

/**
 * Superset's Word Cloud: each `series` value sized by the metric between size_from and size_to
 * px, coloured by the categorical scheme, packed by d3-cloud (through the SDK's layout, seeded so
 * a chart always draws the same way), drawn as ECharts graphic text elements.
 */
export default function transformProps(chartProps: ChartProps<QueryFormData>): WordCloudRenderProps {
  const { formData, queriesData, theme, width, height, isStatic } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const series = getColumnLabel(formData.series as QueryFormColumn);
  const metric = getMetricLabel(formData.metric as QueryFormMetric);
  const values = rows.map((row) => Number(row[metric]) || 0);
  const scale = fontSizeScale(
    Math.min(...values),
    Math.max(...values),
    Number(formData.size_from ?? 10) || 10,
    Number(formData.size_to ?? 70) || 70,
  );
  const random = seededRandom(rows.length + 17);
  const colors = getCategoricalColorScale(formData);
  const input = rows.map((row, i) => ({
    text: String(row[series]),
    size: Math.round(scale(values[i]!)),
    rotate: rotationOf(formData.rotation ?? 'square', random),
    datum: values[i],
  }));
  // As Superset, shrink the fonts until the biggest tenth of the words all fit (at most a few tries).
  const biggest = [...input].sort((a, b) => b.size - a.size).slice(0, Math.ceil(input.length * 0.1));
  let words: PlacedWord[] = [];
  for (let factor = 1, attempt = 0; attempt < 4; attempt++, factor *= 0.8) {
    words = layoutWordCloud(
      input.map((w) => ({ ...w, size: Math.max(1, Math.round(w.size * factor)) })),
      { width, height, fontFamily: theme.fontFamily, fontWeight: 'bold', padding: 2, seed: 42 },
    );
    const placed = new Set(words.map((w) => w.text));
    if (biggest.every((w) => placed.has(w.text))) break;
  }

  const echartOptions = {
    animation: false,
    graphic: {
      elements: words.map((word) => {
        const angle = (word.rotate * Math.PI) / 180;
        // d3-cloud's point is the middle of the baseline; the text box's centre sits 0.3 em above it.
        const x = width / 2 + word.x + 0.3 * word.size * Math.sin(angle);
        const y = height / 2 + word.y - 0.3 * word.size * Math.cos(angle);
        return {
          type: 'text',
          x,
          y,
          rotation: -angle,
          style: {
            text: word.text,
            fontSize: word.size,
            fontWeight: 'bold',
            fontFamily: theme.fontFamily,
            fill: colors.getColor(word.text, formData.slice_id),
            align: 'center',
            verticalAlign: 'middle',
          },
        };
      }),
    },
  };
  return { echartOptions: withEchartsTheme(echartOptions, theme, isStatic), words };
}
