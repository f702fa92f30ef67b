// The viz benchmark's page (README.md): the line chart and table plugins, loaded through their
// index (defineVizPlugin's lazy loaders) as a host loads them, and uPlot on its own. run.ts bundles
// it with esbuild, serves it, has the page fetch and parse each chart-data answer (off the clock),
// then asks for timed draws. Every timing is taken in the page with performance.now(): from the
// parsed answer in memory to the animation frame after the chart has drawn. Never part of the app.
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import {
  lightVizTheme,
  type ChartComponentProps,
  type ChartDataResult,
  type ChartHooks,
  type ChartProps,
  type QueryFormData,
  type VizPlugin,
} from '../../../core/viz/index.ts';
import linePlugin from '../../../viz-plugins/echarts_timeseries_line/index.ts';
import tablePlugin from '../../../viz-plugins/table/index.ts';
import { chartDataFromArrow } from '../../../web/viz/arrow-answer.ts';

/** What one timed draw reports (ms from the answer in the page). */
export interface DrawTiming {
  /** transformProps (or, for bare uPlot, building its columns). */
  transform: number;
  /** … to the chart's own "drawn" signal (onRenderSuccess / uPlot's draw hook). */
  drawn: number;
  /** … to the next requestAnimationFrame after the draw: the frame that shows it. */
  frame: number;
  /** … to a task after that frame (its paint committed). */
  painted: number;
  /** What drew it: 'echarts', 'uplot' or 'table'. */
  path: string;
  points: number;
  /** The run's number: its trace marks are bench-start-<id> and bench-frame-<id>. */
  id: number;
}

export interface DrawRequest {
  answer: string;
  formData: QueryFormData;
  width: number;
  height: number;
}

declare global {
  interface Window {
    bench?: {
      ready: Promise<void>;
      /** Fetches and parses an answer (JSON; Arrow for names ending in -arrow); the parse is timed (it is not in the draw figures). */
      load(name: string): Promise<{ rows: number; parseMs: number }>;
      drop(name: string): void;
      plugin(kind: 'line' | 'table', req: DrawRequest): Promise<DrawTiming>;
      uplot(req: DrawRequest & { x: string; y: string }): Promise<DrawTiming>;
      uplotColumns(req: DrawRequest & { x: string; y: string }): Promise<DrawTiming>;
    };
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyPlugin = VizPlugin<any, any>;
interface Loaded {
  transform: (props: ChartProps) => Record<string, unknown>;
  Chart: ComponentType<ChartComponentProps<Record<string, unknown>>>;
}

const answers = new Map<string, ChartDataResult>();
const loaded = new Map<string, Loaded>();

/** The plugin's transformProps and chart, through its lazy loaders (loaded once, before any timing). */
async function loadPlugin(plugin: AnyPlugin): Promise<Loaded> {
  const [t, c] = await Promise.all([plugin.transformProps(), plugin.loadChart()]);
  return { transform: t.default as Loaded['transform'], Chart: c.default as Loaded['Chart'] };
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
/** A task queued from inside a rAF callback runs after that frame's paint. */
const afterPaint = () =>
  new Promise<number>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(null);
  });

function freshContainer(width: number, height: number): HTMLDivElement {
  document.getElementById('stage')?.remove();
  const div = document.createElement('div');
  div.id = 'stage';
  div.style.cssText = `width:${width}px;height:${height}px;position:relative;overflow:hidden`;
  document.body.appendChild(div);
  return div;
}

let runId = 0;
/**
 * A point of the current run, as a performance mark `bench-<stage>-<run>` too: a trace of the page
 * reads the main thread's CPU clock at each mark (main-thread-cpu.ts).
 */
function mark(stage: 'start' | 'transformed' | 'drawn' | 'frame'): number {
  if (stage === 'start') runId += 1;
  const name = `bench-${stage}-${runId}`;
  // A chart may signal "drawn" again (uPlot redraws on setSize): the first one counts.
  if (performance.getEntriesByName(name, 'mark').length === 0) performance.mark(name);
  return performance.now();
}

/** Waits for `drawn` (resolved by the chart), then the next frame (marked), then a task after its paint. */
async function finish(start: number, transformEnd: number, drawn: Promise<number>, path: string, points: number) {
  const drawnAt = await drawn;
  const frame = await new Promise<number>((resolve) => requestAnimationFrame(() => resolve(mark('frame'))));
  const painted = await afterPaint();
  return {
    transform: transformEnd - start,
    drawn: drawnAt - start,
    frame: frame - start,
    painted: painted - start,
    path,
    points,
    id: runId,
  } satisfies DrawTiming;
}

/** The answer's row count, without building a columnar answer's row objects. */
function pointsOf(result: ChartDataResult): number {
  return result.columns ? (Object.values(result.columns)[0]?.length ?? 0) : result.data.length;
}

function answerOf(name: string): ChartDataResult {
  const a = answers.get(name);
  if (!a) throw new Error(`answer ${name} not loaded`);
  return a;
}

async function drawPlugin(kind: 'line' | 'table', req: DrawRequest): Promise<DrawTiming> {
  const p = loaded.get(kind);
  if (!p) throw new Error(`plugin ${kind} not loaded`);
  const result = answerOf(req.answer);
  const container = freshContainer(req.width, req.height);
  const root = createRoot(container);
  await nextFrame();
  let markDrawn: (t: number) => void = () => undefined;
  let fail: (e: Error) => void = () => undefined;
  const drawn = new Promise<number>((resolve, reject) => {
    markDrawn = resolve;
    fail = reject;
  });
  const hooks: ChartHooks = {
    setDataMask: () => undefined,
    onRenderSuccess: () => markDrawn(mark('drawn')),
    onRenderFailure: (e) => fail(e),
  };

  const start = mark('start');
  const props = p.transform({
    width: req.width,
    height: req.height,
    formData: req.formData,
    queriesData: [result],
    datasource: {},
    theme: lightVizTheme,
  });
  const transformEnd = mark('transformed');
  root.render(<p.Chart {...props} width={req.width} height={req.height} theme={lightVizTheme} hooks={hooks} />);
  const path = kind === 'table' ? 'table' : props.large ? 'uplot' : 'echarts';
  const timing = await finish(start, transformEnd, drawn, path, pointsOf(result));
  root.unmount();
  container.remove();
  return timing;
}

/** uPlot alone on the same answer and size: the answer's columns to uPlot's arrays, one line. */
async function drawUplot(req: DrawRequest & { x: string; y: string }): Promise<DrawTiming> {
  const result = answerOf(req.answer);
  const container = freshContainer(req.width, req.height);
  await nextFrame();
  let markDrawn: (t: number) => void = () => undefined;
  const drawn = new Promise<number>((resolve) => (markDrawn = resolve));

  const start = mark('start');
  const rows = result.data;
  const n = rows.length;
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    xs[i] = Number(row[req.x]) / 1000;
    ys[i] = Number(row[req.y]);
  }
  const transformEnd = mark('transformed');
  const plot = new uPlot(
    {
      width: req.width,
      height: req.height - 30,
      scales: { x: { time: true } },
      series: [{}, { label: req.y, stroke: '#1f77b4', width: 1.5, points: { show: false } }],
      hooks: { draw: [() => markDrawn(mark('drawn'))] },
    },
    [xs as unknown as number[], ys as unknown as number[]],
    container,
  );
  const timing = await finish(start, transformEnd, drawn, 'uplot', n);
  plot.destroy();
  container.remove();
  return timing;
}

/**
 * uPlot alone on an Arrow answer's columns, with uPlot's defaults (its own linear path): the typed
 * columns handed over as they are (x in epoch ms, `ms: 1`), no reading at all.
 */
async function drawUplotColumns(req: DrawRequest & { x: string; y: string }): Promise<DrawTiming> {
  const result = answerOf(req.answer);
  const columns = result.columns;
  if (!columns) throw new Error(`answer ${req.answer} is not columnar`);
  const container = freshContainer(req.width, req.height);
  await nextFrame();
  let markDrawn: (t: number) => void = () => undefined;
  const drawn = new Promise<number>((resolve) => (markDrawn = resolve));

  const start = mark('start');
  const xs = columns[req.x]!;
  const ys = columns[req.y]!;
  const transformEnd = mark('transformed');
  const plot = new uPlot(
    {
      width: req.width,
      height: req.height - 30,
      ms: 1,
      scales: { x: { time: true } },
      series: [{}, { label: req.y, stroke: '#1f77b4', width: 1.5, points: { show: false } }],
      hooks: { draw: [() => markDrawn(mark('drawn'))] },
    },
    [xs as unknown as number[], ys as unknown as number[]],
    container,
  );
  const timing = await finish(start, transformEnd, drawn, 'uplot', xs.length);
  plot.destroy();
  container.remove();
  return timing;
}

window.bench = {
  ready: (async () => {
    loaded.set('line', await loadPlugin(linePlugin));
    loaded.set('table', await loadPlugin(tablePlugin));
  })(),
  async load(name) {
    const arrow = name.endsWith('-arrow');
    const res = await fetch(`/answers/${name}.${arrow ? 'arrow' : 'json'}`);
    if (!res.ok) throw new Error(`answer ${name}: ${res.status}`);
    if (arrow) {
      // As Loupe's chart host reads it (web/viz/chart-data.ts): the IPC stream into typed columns.
      const bytes = new Uint8Array(await res.arrayBuffer());
      const start = performance.now();
      const result = chartDataFromArrow(bytes);
      const parseMs = performance.now() - start;
      answers.set(name, result);
      return { rows: pointsOf(result), parseMs };
    }
    const text = await res.text();
    const start = performance.now();
    const body = JSON.parse(text) as { result: ChartDataResult[] };
    const parseMs = performance.now() - start;
    const result = body.result[0]!;
    answers.set(name, result);
    return { rows: result.data.length, parseMs };
  },
  drop(name) {
    answers.delete(name);
  },
  plugin: drawPlugin,
  uplot: drawUplot,
  uplotColumns: drawUplotColumns,
};
