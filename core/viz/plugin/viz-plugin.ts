import type { ComponentType } from 'react';
import type { ControlPanelConfig } from '../controls/control-panel.ts';
import type { DownsampleRequest } from '../query/operators/downsample-operator.ts';
import type { QueryContext, QueryFormData } from '../query/query-types.ts';
import type { ChartComponentProps, ChartProps, VizTheme } from './chart-props.ts';

/** Superset's Behavior enum: what a chart can do inside a dashboard. */
export const Behavior = {
  InteractiveChart: 'INTERACTIVE_CHART',
  NativeFilter: 'NATIVE_FILTER',
  DrillToDetail: 'DRILL_TO_DETAIL',
  DrillBy: 'DRILL_BY',
} as const;
export type Behavior = (typeof Behavior)[keyof typeof Behavior];

/** Superset's chart categories, as the gallery's Category list shows them. */
export type VizCategory =
  | 'Evolution'
  | 'Correlation'
  | 'Distribution'
  | 'Part of a Whole'
  | 'Ranking'
  | 'Flow'
  | 'Map'
  | 'KPI'
  | 'Table'
  | 'Other';

/** Plugin metadata as spec explore.md §3 lists it. */
export interface VizMetadata {
  /** The form_data `viz_type` this plugin draws. */
  vizType: string;
  name: string;
  category: VizCategory;
  tags: readonly string[];
  description: string;
  /** A URL the gallery shows (built-ins: the server serves each plugin's thumbnail.png). */
  thumbnail: string;
  behaviors: readonly Behavior[];
  exampleGallery: readonly { url: string; caption?: string }[];
  deprecated?: boolean;
  label?: string;
  labelExplanation?: string;
  /** Whether the chart can use the table-style `query_mode` (raw rows). */
  canBeAnnotationType?: readonly string[];
  /**
   * Loupe only: transformProps reads a columnar answer (`ChartDataResult.columns`), so Loupe's chart
   * host asks its one query's answer as Arrow (typed columns, no row object a point).
   */
  columnarAnswer?: boolean;
}

export type BuildQuery<F extends QueryFormData = QueryFormData> = (
  formData: F,
  options?: BuildQueryOptions,
) => QueryContext;

/** What the host tells buildQuery beyond form_data (never sent by Superset's client). */
export interface BuildQueryOptions {
  /** Ask for a thinned series when it would outgrow the chart (Loupe clients only; reference §16 issue 12 point 4). */
  downsample?: DownsampleRequest;
  /** The chart's own state (table pagination, search). */
  ownState?: Record<string, unknown>;
}

export type TransformProps<F extends QueryFormData = QueryFormData, P = unknown> = (chartProps: ChartProps<F>) => P;

/** A static drawing for charts ECharts does not draw (table, pivot, big number…): pure, returns SVG text. */
export type RenderSvg<P = unknown> = (props: P, size: { width: number; height: number; theme: VizTheme }) => string;

type Lazy<T> = () => Promise<{ default: T }>;

/** What `defineVizPlugin` takes: metadata now, everything else behind a lazy import (ARCHITECTURE §6). */
export interface VizPluginDefinition<F extends QueryFormData = QueryFormData, P = unknown> {
  metadata: VizMetadata;
  controlPanel: Lazy<ControlPanelConfig>;
  buildQuery: Lazy<BuildQuery<F>>;
  transformProps: Lazy<TransformProps<F, P>>;
  /** The browser component; never loaded in Node. */
  loadChart: Lazy<ComponentType<ChartComponentProps<P>>>;
  /**
   * How `server/viz` draws it without a browser: 'echarts' when `transformProps` returns
   * `EChartsRenderProps`, else a static SVG renderer.
   */
  serverRender: 'echarts' | Lazy<RenderSvg<P>>;
}

export interface VizPlugin<F extends QueryFormData = QueryFormData, P = unknown> extends VizPluginDefinition<F, P> {
  readonly key: string;
}

const VIZ_TYPE = /^[A-Za-z0-9_-]{1,250}$/;

/** Checks a definition and returns the plugin every host registers (web/viz, server/viz). */
export function defineVizPlugin<F extends QueryFormData = QueryFormData, P = unknown>(
  definition: VizPluginDefinition<F, P>,
): VizPlugin<F, P> {
  const { metadata } = definition;
  if (!VIZ_TYPE.test(metadata.vizType)) throw new Error(`Invalid viz_type "${metadata.vizType}"`);
  if (!metadata.name.trim()) throw new Error(`Viz plugin ${metadata.vizType} has no name`);
  return Object.freeze({ ...definition, key: metadata.vizType });
}
