import type { ChartProps } from '../../core/viz/index.ts';
import { transformTimeseriesProps } from '../../core/viz/timeseries/index.ts';

// The generic chart draws whatever series type its panel picked.
export default function transformProps(chartProps: ChartProps) {
  return transformTimeseriesProps(chartProps);
}
