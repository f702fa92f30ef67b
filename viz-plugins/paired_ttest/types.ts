import type { QueryFormData, QueryFormMetric } from '../../core/viz/index.ts';

export interface PairedTTestFormData extends QueryFormData {
  timeseries_limit_metric?: QueryFormMetric | null;
  limit?: number | string | null;
  contribution?: boolean;
  significance_level?: number | string;
  pvalue_precision?: number | string;
  liftvalue_precision?: number | string;
}

/** One group's line of a metric's t-test table. */
export interface TTestRow {
  /** The group's values, one per groupby column ('All' without groupby). */
  group: string[];
  /** p-value against the control group (null on the control row). */
  pValue: number | null;
  /** Lift over the control group in percent (null on the control row). */
  lift: number | null;
  significant: boolean | null;
  isControl: boolean;
}

export interface TTestSeries {
  group: string[];
  values: (number | null)[];
}

export interface PairedTTestRenderProps {
  groups: string[];
  /** Per metric: every group's series over the shared timestamps. */
  metrics: { metric: string; label: string; series: TTestSeries[] }[];
  alpha: number;
  pValuePrecision: number;
  liftPrecision: number;
}
