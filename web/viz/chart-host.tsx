import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type {
  ChartDataResult,
  ChartDatasource,
  ChartHooks,
  DataMask,
  QueryFormData,
  VizTheme,
} from '../../core/viz/index.ts';
import { t } from '../i18n/t.ts';
import { ChartErrorBoundary, ChartMessage } from './chart-error-boundary.tsx';
import { fetchChartData, hasNoRows } from './chart-data.ts';
import { useElementSize } from './use-element-size.ts';
import { useVizRegistry } from './viz-context.ts';
import { loadViz, type LoadedViz } from './viz-loader.ts';
import { useVizTheme } from './viz-theme.ts';
import './chart-host.css';

export interface ChartHostProps {
  vizType: string;
  formData: QueryFormData;
  /** The chart-data answer when the host page already has it; without it the chart queries itself. */
  queriesData?: ChartDataResult[];
  datasource?: ChartDatasource;
  /** What the page does with the chart's events (cross-filter, context menu…). */
  hooks?: Partial<ChartHooks>;
  filterState?: DataMask['filterState'];
  ownState?: Record<string, unknown>;
  emitCrossFilters?: boolean;
  /** The container's CSS height (the chart fills its container's width). */
  height?: CSSProperties['height'];
  className?: string;
}

type DataState =
  { status: 'loading' } | { status: 'loaded'; queriesData: ChartDataResult[] } | { status: 'failed'; message: string };

const NO_HOOKS: ChartHooks = { setDataMask: () => {} };

/**
 * Superset's SuperChart: finds the plugin in the viz registry, loads its parts lazily, queries
 * `/api/v1/chart/data` when no answer is given (buildQuery with the measured width for
 * downsampling), measures its container and redraws on resize and on a light/dark switch, and shows
 * loading, the empty message, the server's error or the render error where the chart would be.
 */
export function ChartHost(props: ChartHostProps) {
  const { vizType, queriesData, height = 400, className } = props;
  const registry = useVizRegistry();
  const plugin = registry.get(vizType);
  const theme = useVizTheme();
  const ref = useRef<HTMLDivElement>(null);
  const size = useElementSize(ref);

  const [viz, setViz] = useState<{ plugin: unknown; loaded?: LoadedViz; error?: string }>({ plugin: null });
  useEffect(() => {
    if (!plugin) return;
    let live = true;
    loadViz(plugin).then(
      (loaded) => live && setViz({ plugin, loaded }),
      (err: unknown) => live && setViz({ plugin, error: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      live = false;
    };
  }, [plugin]);
  const loaded = viz.plugin === plugin ? viz.loaded : undefined;

  const data = useChartData(props, loaded, size.width, Boolean(plugin?.metadata.columnarAnswer));
  const answer = queriesData ?? (data.status === 'loaded' ? data.queriesData : undefined);

  let body;
  if (!plugin && registry.pending) body = <ChartMessage kind="loading">{t('Loading…')}</ChartMessage>;
  else if (!plugin)
    body = <ChartMessage kind="error">{t('Item with key "%s" is not registered.', vizType)}</ChartMessage>;
  else if (viz.plugin === plugin && viz.error)
    body = (
      <ChartMessage kind="error">
        {t('An error occurred while rendering the visualization: %s', viz.error)}
      </ChartMessage>
    );
  else if (data.status === 'failed' && !queriesData) body = <ChartMessage kind="error">{data.message}</ChartMessage>;
  else if (!loaded || !answer || size.width === 0) body = <ChartMessage kind="loading">{t('Loading…')}</ChartMessage>;
  else if (hasNoRows(answer))
    body = <ChartMessage kind="empty">{t('No results were returned for this query')}</ChartMessage>;
  else
    body = (
      <ChartErrorBoundary
        key={`${vizType}:${theme.mode}:${String(answer.length)}`}
        onError={props.hooks?.onRenderFailure}
      >
        <DrawChart
          {...props}
          loaded={loaded}
          queriesData={answer}
          theme={theme}
          width={size.width}
          height={size.height}
        />
      </ChartErrorBoundary>
    );

  return (
    <div
      ref={ref}
      className={className ? `chart-host ${className}` : 'chart-host'}
      style={{ height }}
      data-viz-type={vizType}
    >
      {body}
    </div>
  );
}

/** Runs the plugin's query when the page gave no answer: once the plugin is loaded and the width known. */
function useChartData(
  props: ChartHostProps,
  loaded: LoadedViz | undefined,
  width: number,
  columnar: boolean,
): DataState {
  const [answer, setAnswer] = useState<{ key: string; state: DataState } | null>(null);
  const formKey = JSON.stringify(props.formData);
  const ownKey = JSON.stringify(props.ownState ?? null);
  const measured = width > 0;
  // The width the query asks to downsample to: the one measured when it is sent (a resize redraws, never re-queries).
  const widthRef = useRef(width);
  useLayoutEffect(() => {
    widthRef.current = width;
  }, [width]);
  const key = `${formKey}|${ownKey}`;
  useEffect(() => {
    if (props.queriesData || !loaded || !measured) return;
    const controller = new AbortController();
    Promise.resolve()
      .then(() =>
        loaded.buildQuery(JSON.parse(formKey) as QueryFormData, {
          downsample: { width: widthRef.current },
          ownState: JSON.parse(ownKey) as Record<string, unknown> | undefined,
        }),
      )
      // A plugin that reads columns gets its answer as Arrow: a series too big to downsample (or
      // one the host asks whole) reaches uPlot as typed arrays, never as a million row objects.
      .then((queryContext) => fetchChartData(queryContext, controller.signal, { columnar }))
      .then(
        (queriesData) => setAnswer({ key, state: { status: 'loaded', queriesData } }),
        (err: unknown) => {
          if (controller.signal.aborted) return;
          setAnswer({ key, state: { status: 'failed', message: err instanceof Error ? err.message : String(err) } });
        },
      );
    return () => controller.abort();
  }, [props.queriesData, loaded, measured, formKey, ownKey, key, columnar]);
  return answer?.key === key ? answer.state : { status: 'loading' };
}

interface DrawProps extends ChartHostProps {
  loaded: LoadedViz;
  queriesData: ChartDataResult[];
  theme: VizTheme;
  width: number;
  height: number;
}

/** transformProps runs while rendering, so a throw in it lands in the chart's error boundary too. */
function DrawChart({ loaded, queriesData, theme, width, height, ...props }: DrawProps) {
  const { formData, datasource, filterState, ownState, emitCrossFilters } = props;
  const hooks = useMemo<ChartHooks>(() => ({ ...NO_HOOKS, ...props.hooks }), [props.hooks]);
  const renderProps = useMemo(
    () =>
      loaded.transformProps({
        width,
        height,
        formData,
        queriesData,
        datasource: datasource ?? {},
        theme,
        filterState,
        ownState,
        emitCrossFilters,
      }) as Record<string, unknown>,
    [loaded, width, height, formData, queriesData, datasource, theme, filterState, ownState, emitCrossFilters],
  );
  const { Chart } = loaded;
  return (
    <Chart
      {...renderProps}
      width={width}
      height={height}
      theme={theme}
      hooks={hooks}
      filterState={filterState}
      emitCrossFilters={emitCrossFilters}
    />
  );
}
