// Annotation layers drawn on a time series (Superset Timeseries/transformers.ts:
// transformFormulaAnnotation, transformIntervalAnnotation, transformEventAnnotation,
// transformTimeseriesAnnotation). Data for EVENT/INTERVAL/TIME_SERIES layers comes in the answer's
// `annotation_data`, keyed by layer name.
import { parseFormula } from './formula.ts';

export interface AnnotationLayer {
  name: string;
  annotationType: 'FORMULA' | 'EVENT' | 'INTERVAL' | 'TIME_SERIES';
  sourceType?: string;
  value?: unknown;
  show?: boolean;
  showLabel?: boolean;
  color?: string | null;
  opacity?: string;
  style?: 'solid' | 'dashed' | 'dotted' | 'longDashed';
  width?: number;
  showMarkers?: boolean;
  hideLine?: boolean;
  titleColumn?: string;
  timeColumn?: string;
  intervalEndColumn?: string;
  descriptionColumns?: string[];
}

interface AnnotationRecord {
  start_dttm?: number | string;
  end_dttm?: number | string;
  short_descr?: string;
  long_descr?: string;
  [key: string]: unknown;
}

const OPACITY: Record<string, number> = { opacityLow: 0.2, opacityMedium: 0.5, opacityHigh: 0.8, '': 1 };
const LINE_TYPE: Record<string, 'solid' | 'dashed' | 'dotted' | number[]> = {
  solid: 'solid',
  dashed: 'dashed',
  dotted: 'dotted',
  longDashed: [10, 5],
};

function lineStyle(layer: AnnotationLayer, fallbackColor: string) {
  return {
    color: layer.color || fallbackColor,
    width: layer.width ?? 1,
    type: LINE_TYPE[layer.style ?? 'solid'] ?? 'solid',
    opacity: OPACITY[layer.opacity ?? ''] ?? 1,
  };
}

function records(annotationData: Record<string, unknown> | undefined, name: string): AnnotationRecord[] {
  const entry = annotationData?.[name] as { records?: AnnotationRecord[] } | AnnotationRecord[] | undefined;
  if (Array.isArray(entry)) return entry;
  return entry?.records ?? [];
}

const toTime = (value: unknown): number | string | null =>
  typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) || value : null;

/**
 * ECharts series for the shown annotation layers. `xValues` are the chart's x values (formulas are
 * evaluated there); `fallbackColor` draws layers without their own colour.
 */
export function annotationSeries(
  layers: readonly AnnotationLayer[],
  annotationData: Record<string, unknown> | undefined,
  xValues: readonly number[],
  fallbackColor: string,
): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const layer of layers) {
    if (layer.show === false) continue;
    const style = lineStyle(layer, fallbackColor);
    if (layer.annotationType === 'FORMULA') {
      let evaluate: (x: number) => number;
      try {
        evaluate = parseFormula(String(layer.value ?? ''));
      } catch {
        continue;
      }
      out.push({
        id: `annotation:${layer.name}`,
        name: layer.name,
        type: 'line',
        showSymbol: false,
        lineStyle: style,
        itemStyle: { color: style.color },
        data: xValues.map((x) => [x, evaluate(x)]),
      });
    } else if (layer.annotationType === 'INTERVAL') {
      const data = records(annotationData, layer.name).map((record) => [
        { name: record.short_descr ?? '', xAxis: toTime(record.start_dttm ?? record[layer.timeColumn ?? '']) },
        { xAxis: toTime(record.end_dttm ?? record[layer.intervalEndColumn ?? '']) },
      ]);
      out.push({
        id: `annotation:${layer.name}`,
        name: layer.name,
        type: 'line',
        data: [],
        markArea: {
          silent: false,
          itemStyle: { color: style.color, opacity: OPACITY[layer.opacity ?? ''] ?? 0.2 },
          label: { show: layer.showLabel ?? false, color: style.color },
          data,
        },
      });
    } else if (layer.annotationType === 'EVENT') {
      const data = records(annotationData, layer.name).map((record) => ({
        name: record.short_descr ?? '',
        xAxis: toTime(record.start_dttm ?? record[layer.timeColumn ?? '']),
      }));
      out.push({
        id: `annotation:${layer.name}`,
        name: layer.name,
        type: 'line',
        data: [],
        markLine: {
          silent: false,
          symbol: 'none',
          lineStyle: style,
          label: { show: layer.showLabel ?? false, color: style.color, position: 'insideEndTop' },
          data,
        },
      });
    } else if (layer.annotationType === 'TIME_SERIES') {
      const entries = (annotationData?.[layer.name] ?? []) as { key: string; values: { x: number; y: number }[] }[];
      for (const entry of Array.isArray(entries) ? entries : []) {
        out.push({
          id: `annotation:${layer.name}:${entry.key}`,
          name: entry.key,
          type: 'line',
          showSymbol: layer.showMarkers ?? false,
          lineStyle: { ...style, opacity: layer.hideLine ? 0 : style.opacity },
          itemStyle: { color: style.color },
          data: entry.values.map((point) => [point.x, point.y]),
        });
      }
    }
  }
  return out;
}
