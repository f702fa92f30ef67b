// The benchmark's dashboard: a grid of chart tiles on the Loupe origin, each tile asking the query
// planner for its data as the dashboard page's tiles do (visibility from an IntersectionObserver,
// markRendered from the chart's onRenderSuccess). `?planner=naive` swaps in the naive loader.
// Built with esbuild by run.ts; never part of the app.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { ChartDataResult, QueryFormData } from '../../../core/viz/index.ts';
import {
  createBrowserQueryPlanner,
  readPlannerSettings,
} from '../../../plugins/dashboard/web/planner/browser-planner.ts';
import type { IQueryPlanner, TileTiming } from '../../../plugins/dashboard/web/planner/query-planner-types.ts';
import type { BootstrapData } from '../../../web/app/bootstrap.ts';
import { PerformancePanel } from '../../../plugins/dashboard/web/planner/performance-panel.tsx';
import { ChartHost } from '../../../web/viz/chart-host.tsx';
import { VizRegistryContext } from '../../../web/viz/viz-context.ts';
import { VizRegistry } from '../../../web/viz/viz-registry.ts';
import { BUILT_IN_VIZ_PLUGINS } from '../../../viz-plugins/catalogue.ts';
import '../../../web/theme/base.css';

export interface BenchTile {
  tileId: string;
  chartId: number;
  databaseId: number;
  formData: QueryFormData;
  /** The chart's name (the Performance panel's rows). */
  name: string;
}

export interface BenchConfig {
  dashboardId: number;
  concurrency: number;
  tiles: BenchTile[];
}

export interface BenchReport {
  /** Tiles in the viewport when the page loaded. */
  visible: string[];
  /** ms since navigation when each tile drew (or failed). */
  drawnAt: Record<string, number>;
  errors: Record<string, string>;
  counts: { requests: number; queries: number; tileLoads: number };
  /** ms since navigation when the page's script began (bundle fetched and parsed). */
  scriptAt: number;
  /** The planner's timings (requested, started, answered, rendered per tile). */
  timings: TileTiming[];
}

declare global {
  interface Window {
    benchReport?: BenchReport;
  }
}

const report: BenchReport = {
  visible: [],
  drawnAt: {},
  errors: {},
  counts: { requests: 0, queries: 0, tileLoads: 0 },
  scriptAt: performance.now(),
  timings: [],
};
window.benchReport = report;

function Tile({ tile, planner }: { tile: BenchTile; planner: IQueryPlanner }) {
  const ref = useRef<HTMLDivElement>(null);
  const [data, setData] = useState<ChartDataResult[] | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current!;
    setWidth(Math.round(el.getBoundingClientRect().width));
    const r = el.getBoundingClientRect();
    if (r.top < window.innerHeight && r.bottom > 0) report.visible.push(tile.tileId);
    const io = new IntersectionObserver((entries) => {
      for (const e of entries) planner.setVisible(tile.tileId, e.isIntersecting);
    });
    io.observe(el);
    return () => io.disconnect();
  }, [tile.tileId, planner]);
  useEffect(() => {
    if (!width) return;
    const controller = new AbortController();
    planner
      .load(
        { tileId: tile.tileId, chartId: tile.chartId, databaseId: tile.databaseId, formData: tile.formData, width },
        controller.signal,
      )
      .then(setData, (err: unknown) => {
        if (controller.signal.aborted) return;
        report.errors[tile.tileId] = err instanceof Error ? err.message : String(err);
        report.drawnAt[tile.tileId] = performance.now();
      });
    return () => controller.abort();
  }, [planner, tile, width]);
  return (
    <div ref={ref} className="bench-tile" data-tile-id={tile.tileId}>
      {data && (
        <ChartHost
          vizType={tile.formData.viz_type}
          formData={tile.formData}
          queriesData={data}
          height={260}
          hooks={{
            onRenderSuccess: () => {
              planner.markRendered(tile.tileId);
              report.drawnAt[tile.tileId] ??= performance.now();
            },
          }}
        />
      )}
    </div>
  );
}

/** `?panel`: the Performance panel opens once every tile drew (the bench's screenshots). */
function PanelWhenDone({
  planner,
  names,
  tiles,
}: {
  planner: IQueryPlanner;
  names: Record<string, string>;
  tiles: number;
}) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const id = setInterval(() => {
      if (Object.keys(report.drawnAt).length >= tiles) setOpen(true);
    }, 100);
    return () => clearInterval(id);
  }, [tiles]);
  return <PerformancePanel planner={planner} open={open} onClose={() => setOpen(false)} tileNames={names} />;
}

async function main() {
  const config = (await (await fetch('/__dashboard-bench/config.json')).json()) as BenchConfig;
  const registry = new VizRegistry(BUILT_IN_VIZ_PLUGINS);
  const bootstrap = { common: { feature_flags: {}, conf: { DASHBOARD_QUERY_CONCURRENCY: config.concurrency } } };
  const planner = createBrowserQueryPlanner({
    dashboardId: config.dashboardId,
    registry,
    settings: readPlannerSettings(bootstrap as unknown as BootstrapData, location.search),
  });
  planner.subscribe(() => {
    report.counts = planner.counts();
    report.timings = planner.timings();
  });
  const params = new URLSearchParams(location.search);
  document.documentElement.dataset.theme = params.get('theme') === 'dark' ? 'dark' : 'light';
  const names = Object.fromEntries(config.tiles.map((t) => [t.tileId, t.name]));
  createRoot(document.getElementById('root')!).render(
    <VizRegistryContext.Provider value={registry}>
      <main className="bench-grid">
        {config.tiles.map((tile) => (
          <Tile key={tile.tileId} tile={tile} planner={planner} />
        ))}
      </main>
      {params.has('panel') && <PanelWhenDone planner={planner} names={names} tiles={config.tiles.length} />}
    </VizRegistryContext.Provider>,
  );
}

void main();
