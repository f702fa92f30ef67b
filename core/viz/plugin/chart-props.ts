import type { ChartDataResult, ExtraFormData, QueryFormData } from '../query/query-types.ts';

/** A dashboard's per-chart state: what a chart emits as a cross-filter and what filters hand it. */
export interface DataMask {
  extraFormData?: ExtraFormData;
  filterState?: { value?: unknown; selectedValues?: unknown[] | null; label?: string; [key: string]: unknown };
  ownState?: Record<string, unknown>;
}

/** A filter a drill action applies (drill to detail, drill by). */
export interface BinaryQueryObjectFilterClause {
  col: string;
  op: '==' | '!=' | '>' | '<' | '>=' | '<=' | 'IN' | 'NOT IN';
  val: string | number | boolean | null;
  formattedVal?: string;
  /** The time grain of a temporal x-axis value (Superset's drill-to-detail sends it). */
  grain?: string;
}

export interface ContextMenuFilters {
  crossFilter?: { dataMask: DataMask; isCurrentValueSelected?: boolean };
  drillToDetail?: BinaryQueryObjectFilterClause[];
  drillBy?: { filters: BinaryQueryObjectFilterClause[]; groupbyFieldName: string };
}

/** What a chart may call back into its host (Explore, a dashboard, a report renders none). */
export interface ChartHooks {
  /** Cross-filter emit (behaviour INTERACTIVE_CHART). */
  setDataMask: (dataMask: DataMask) => void;
  /** Right-click: the host opens its menu (drill to detail / drill by / cross-filter). */
  onContextMenu?: (clientX: number, clientY: number, filters?: ContextMenuFilters) => void;
  /** Charts that page or search on the server change their own state (table). */
  setControlValue?: (name: string, value: unknown) => void;
  onLegendStateChanged?: (state: Record<string, boolean>) => void;
  /** Called after the chart has drawn (the host marks the chart 'rendered'). */
  onRenderSuccess?: () => void;
  onRenderFailure?: (error: Error) => void;
}

/** The theme a chart draws with: resolved colours, never CSS variables (SSR has no CSS). */
export interface VizTheme {
  mode: 'light' | 'dark';
  background: string;
  surface: string;
  text: string;
  textMuted: string;
  border: string;
  gridLine: string;
  primary: string;
  positive: string;
  negative: string;
  fontFamily: string;
  fontSize: number;
}

/** Dataset metadata a chart needs to label and format (reference §6.4, trimmed). */
export interface ChartDatasource {
  id?: number;
  type?: string;
  name?: string;
  columns?: { column_name: string; verbose_name?: string | null; is_dttm?: boolean; type_generic?: number | null }[];
  metrics?: { metric_name: string; verbose_name?: string | null; d3format?: string | null; currency?: unknown }[];
  verboseMap?: Record<string, string>;
  columnFormats?: Record<string, string>;
  currencyFormats?: Record<string, { symbol: string; symbolPosition: 'prefix' | 'suffix' }>;
}

/** What `transformProps` receives: Superset's ChartProps with form_data kept in Superset's snake_case. */
export interface ChartProps<F extends QueryFormData = QueryFormData> {
  width: number;
  height: number;
  formData: F;
  queriesData: ChartDataResult[];
  datasource: ChartDatasource;
  theme: VizTheme;
  /** Selected cross-filter values of this chart, for highlighting. */
  filterState?: DataMask['filterState'];
  ownState?: Record<string, unknown>;
  emitCrossFilters?: boolean;
  /** Drawing for a static image (SSR): no animation, no interaction. */
  isStatic?: boolean;
}

/** What the host hands a chart component: the render props plus size, theme and hooks. */
export type ChartComponentProps<P> = P & {
  width: number;
  height: number;
  theme: VizTheme;
  hooks: ChartHooks;
  emitCrossFilters?: boolean;
  filterState?: DataMask['filterState'];
};

/** The render props of an ECharts chart: `server/viz` draws `echartOptions` with ECharts' SSR mode. */
export interface EChartsRenderProps {
  echartOptions: Record<string, unknown>;
}
