import { QueryCompileError, runCompiledQuery, type CompiledQuery } from '../compiler/index.ts';
import { joinTimeOffsets } from '../post-processing/index.ts';
import { frameFromRows, type Frame } from '../post-processing/frame.ts';
import { compileFor, type QueryRunContext } from './query-run-context.ts';
import { rangeText, shiftForward, shiftedRange } from './time-offsets.ts';

type Raw = Record<string, unknown>;

/**
 * Time comparison (Superset's processing_time_offsets): for each offset the query runs again on
 * its time range moved back by the offset, its x-axis values are moved forward again, and its
 * metrics join the main rows as `<metric>__<offset>` on the x-axis and the other dimensions.
 */
export async function withTimeOffsets(
  main: Frame,
  raw: Raw,
  compiled: CompiledQuery,
  offsets: readonly string[],
  rc: QueryRunContext,
): Promise<Frame> {
  const range = compiled.timeRange;
  if (!range?.since || !range.until)
    throw new QueryCompileError(
      'An enclosed time range (both start and end) must be specified when using a Time Comparison.',
    );
  const axis =
    (compiled.columns.find((c) => c.baseAxis) ?? compiled.columns.find((c) => c.kind === 'column' && c.temporal))
      ?.label ?? null;
  const shifted = await Promise.all(
    offsets.map(async (offset) => {
      const q: Raw = {
        ...raw,
        time_range: rangeText(shiftedRange(range, offset, rc.now)),
        post_processing: [],
        time_offsets: [],
      };
      const result = await runCompiledQuery(rc.ds.connector, compileFor(q, rc), {
        timeoutMs: rc.settings.queryTimeoutMs,
        signal: rc.signal,
      });
      const frame = frameFromRows(result.columns, result.rows);
      const col = axis === null ? undefined : frame.columns.find((c) => c.name === axis);
      if (col) col.values = col.values.map((v) => (typeof v === 'number' ? shiftForward(v, offset, range, rc.now) : v));
      return { offset, frame };
    }),
  );
  return joinTimeOffsets(main, shifted, { joinColumns: compiled.columnLabels, metricLabels: compiled.metricLabels });
}
