// The chart data API's engine: the QueryContext service and its answers (JSON bodies, files).
export { ChartDataService, RESULTS_FIELDS, type ChartDataEntry, type ChartDataRequest } from './chart-data-service.ts';
export { DEFAULT_CHART_DATA_SETTINGS, IChartDataSettings, type ChartDataSettings } from './chart-data-settings.ts';
export { IAnnotationSource, type AnnotationContext } from './annotation-source.ts';
export { isQueryError, QueryFailedError } from './chart-data-errors.ts';
export {
  RESULT_FORMATS,
  RESULT_TYPES,
  type QueryContext,
  type ResultFormat,
  type ResultType,
} from './query-context.ts';
export { toWire, labelMapOf, type QueryPayload } from './query-payload.ts';
export { chartDataAnswer, chartDataBody, exportFilename, type ChartDataAnswer } from './chart-data-answer.ts';
export { SAMPLES_ROW_LIMIT } from './result-type-query.ts';
