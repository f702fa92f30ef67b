import type { QueryFormData } from '../../../core/viz/query/query-types.ts';

/** A dataset column as `GET /api/v1/dataset/<id>` (and the explore bootstrap) gives it (spec §3). */
export interface ExploreColumn {
  id?: number;
  column_name: string;
  verbose_name?: string | null;
  description?: string | null;
  expression?: string | null;
  type?: string | null;
  /** GenericDataType: 0 numeric, 1 string, 2 temporal, 3 boolean. */
  type_generic?: number | null;
  is_dttm?: boolean;
  filterable?: boolean;
  groupby?: boolean;
}

export interface ExploreMetric {
  id?: number;
  metric_name: string;
  verbose_name?: string | null;
  expression?: string | null;
  description?: string | null;
  d3format?: string | null;
  warning_text?: string | null;
  certified_by?: string | null;
}

export interface ExploreDataset {
  id: number;
  type: 'table' | 'query';
  table_name: string;
  schema?: string | null;
  database?: { id: number; database_name: string } | null;
  main_dttm_col?: string | null;
  sql?: string | null;
  description?: string | null;
  columns: ExploreColumn[];
  metrics: ExploreMetric[];
  owners?: unknown[];
}

/** The saved chart Explore shows (spec §3 Slice). */
export interface ExploreSlice {
  slice_id: number;
  slice_name: string;
  description?: string | null;
  owners?: unknown[];
  form_data?: QueryFormData;
}

/** What the URL asks Explore to open (spec §2.1). */
export interface ExploreUrlParams {
  sliceId: number | null;
  datasourceId: number | null;
  datasourceType: string;
  formDataKey: string | null;
  permalinkKey: string | null;
  vizType: string | null;
  standalone: boolean;
  force: boolean;
  /** A legacy `form_data={…}` parameter: the chart to open when nothing saved or cached is named. */
  formData: Record<string, unknown> | null;
}

export type ChartStatus = '' | 'loading' | 'success' | 'rendered' | 'failed' | 'stopped';
