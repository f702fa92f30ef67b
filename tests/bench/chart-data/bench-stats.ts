/** Small measuring helpers of the chart-data benchmark. */

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Wall-clock milliseconds of one call. */
export async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

/** Completed calls per second with `concurrency` callers looping for `ms`. */
export async function rps(fn: () => Promise<unknown>, concurrency: number, ms: number): Promise<number> {
  const start = performance.now();
  const end = start + ms;
  let done = 0;
  const worker = async () => {
    while (performance.now() < end) {
      await fn();
      done++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return done / ((performance.now() - start) / 1000);
}

/**
 * Whether the API's displayed SQL is the bench's compiled statement: the text between bound
 * parameters must appear in order (the display writes the values in as literals).
 */
export function sameStatement(compiledSql: string, shownSql: string): boolean {
  let at = 0;
  for (const part of compiledSql.split('?')) {
    const i = shownSql.indexOf(part, at);
    if (i < 0) return false;
    at = i + part.length;
  }
  return true;
}
