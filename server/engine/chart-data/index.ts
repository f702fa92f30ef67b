// The chart data API's engine: the QueryContext service and how its answers are sent.
export { ChartDataService, RESULTS_FIELDS, type ChartDataDeps, type ChartDataEntry, type ChartDataRequest } from './chart-data-service.ts';
export { DEFAULT_CHART_DATA_SETTINGS, type ChartDataSettings } from './chart-data-settings.ts';
export type { AnnotationContext, AnnotationSource } from './annotation-source.ts';
export { chartDataError, isQueryError, QueryFailedError } from './chart-data-errors.ts';
export { parseQueryContext, queryContextSchema } from './query-context-schema.ts';
export { RESULT_FORMATS, RESULT_TYPES, type QueryContext, type ResultFormat, type ResultType } from './query-context.ts';
export { toWire, labelMapOf, type QueryPayload } from './query-payload.ts';
export { chartDataBody, exportFilename, sendChartData } from './send-chart-data.ts';
export { SAMPLES_ROW_LIMIT } from './result-type-query.ts';
