import type { Browser, Page } from 'playwright-core';

interface TraceEvent {
  name: string;
  cat: string;
  ts: number;
  tts?: number;
  tid: number;
}

/**
 * Runs `work` while Chromium traces the page's user-timing marks, and returns each run's main-thread
 * CPU time between two of a run's marks (`bench-<stage>-<id>`; by default start to frame): the
 * renderer main thread's own clock (`tts`, µs) at one minus at the other. Unlike wall time it does not grow when the shared machine deschedules the
 * page. Raster and compositor threads are not in it.
 */
export async function withMainThreadCpu<T>(
  browser: Browser,
  page: Page,
  work: () => Promise<T>,
): Promise<{ value: T; cpuMs: (id: number, from?: string, to?: string) => number | undefined }> {
  await browser.startTracing(page, { categories: ['blink.user_timing'] });
  let value: T;
  try {
    value = await work();
  } catch (error) {
    await browser.stopTracing();
    throw error;
  }
  const trace = await browser.stopTracing();
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const marks = new Map<string, TraceEvent>();
  for (const e of events) if (e.name.startsWith('bench-')) marks.set(e.name, e);
  const clock = (stage: string, id: number) => marks.get(`bench-${stage}-${id}`);
  return {
    value,
    cpuMs(id, from = 'start', to = 'frame') {
      const a = clock(from, id);
      const b = clock(to, id);
      if (a?.tts === undefined || b?.tts === undefined || a.tid !== b.tid) return undefined;
      return (b.tts - a.tts) / 1000;
    },
  };
}
