import { getXAxisLabel } from '../get-x-axis.ts';
import type { PostProcessingRule, QueryFormData, QueryObject } from '../query-types.ts';

/** chart-controls prophetOperator: the forecast on the x-axis when `forecastEnabled`. */
export function prophetOperator(formData: QueryFormData, _queryObject?: QueryObject): PostProcessingRule | undefined {
  const xAxisLabel = getXAxisLabel(formData);
  if (!formData.forecastEnabled || !xAxisLabel) return undefined;
  return {
    operation: 'prophet',
    options: {
      time_grain: formData.time_grain_sqla,
      periods: parseInt(String(formData.forecastPeriods), 10),
      confidence_interval: parseFloat(String(formData.forecastInterval)),
      yearly_seasonality: formData.forecastSeasonalityYearly,
      weekly_seasonality: formData.forecastSeasonalityWeekly,
      daily_seasonality: formData.forecastSeasonalityDaily,
      index: xAxisLabel,
    },
  };
}
