import type { ChartProps } from '../../core/viz/index.ts';
import { transformTimeseriesProps } from '../../core/viz/timeseries/index.ts';

// As Superset's plugin does: the shared transform with this chart's series type forced.
export default function transformProps(chartProps: ChartProps) {
  return transformTimeseriesProps(chartProps, { seriesType: 'line' });
}
