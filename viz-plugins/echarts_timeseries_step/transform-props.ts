import type { ChartProps } from '../../core/viz/index.ts';
import { transformTimeseriesProps } from '../../core/viz/timeseries/index.ts';

// Superset's Step plugin keeps the panel's step type (start, middle, end) as the series type.
export default function transformProps(chartProps: ChartProps) {
  const stepType = chartProps.formData.seriesType;
  return transformTimeseriesProps(chartProps, {
    seriesType: stepType === 'middle' || stepType === 'end' ? stepType : 'start',
  });
}
