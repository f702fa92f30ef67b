import { token } from '../../../core/di/token.ts';

/** The limits chart data runs with (Superset's ROW_LIMIT, SQL_MAX_ROW, SUPERSET_WEBSERVER_TIMEOUT, CACHE_DEFAULT_TIMEOUT). */
export interface ChartDataSettings {
  /** Rows when a query's `row_limit` is 0 or absent. */
  defaultRowLimit: number;
  /** The cap on any row limit. */
  maxRowLimit: number;
  /** A query is stopped in its engine after this long. */
  queryTimeoutMs: number;
  /** Seconds a result is cached when neither chart, dataset nor database says. */
  defaultCacheTimeout: number;
}

export interface IChartDataSettings extends ChartDataSettings {}
export const IChartDataSettings = token<IChartDataSettings>('IChartDataSettings');

export const DEFAULT_CHART_DATA_SETTINGS: ChartDataSettings = {
  defaultRowLimit: 50_000,
  maxRowLimit: 100_000,
  queryTimeoutMs: 60_000,
  defaultCacheTimeout: 86_400,
};
