import { useCallback, useMemo, useState } from 'react';
import { estimateColumnWidths, WIDTH_SAMPLE_ROWS } from './column-widths.ts';
import type { GridData } from './grid-data.ts';
import { gridTextMeasure } from './text-measure.ts';

interface WidthState {
  key: string;
  sampled: number;
  estimated: number[];
  /** Widths the user dragged, by column index. */
  resized: Map<number, number>;
}

const columnsKey = (data: GridData) => data.columns.map((c) => `${c.name}\u0000${c.type}`).join('\u0001');

/**
 * Column widths estimated from content, kept while rows stream in (re-estimated only while the
 * first rows arrive) and overridden by the user's drags until the columns change.
 */
export function useColumnWidths(data: GridData) {
  const key = useMemo(() => columnsKey(data), [data]);
  const [state, setState] = useState<WidthState>(() => ({
    key,
    sampled: data.rowCount,
    estimated: estimateColumnWidths(data, gridTextMeasure()),
    resized: new Map(),
  }));
  let current = state;
  const stale = state.key !== key || (state.sampled < WIDTH_SAMPLE_ROWS && data.rowCount > state.sampled);
  if (stale) {
    current = {
      key,
      sampled: data.rowCount,
      estimated: estimateColumnWidths(data, gridTextMeasure()),
      resized: state.key === key ? state.resized : new Map(),
    };
    setState(current); // React re-renders at once with it (state derived from props)
  }
  const widths = useMemo(() => current.estimated.map((w, i) => current.resized.get(i) ?? w), [current]);
  const resize = useCallback(
    (col: number, width: number) => setState((s) => ({ ...s, resized: new Map(s.resized).set(col, width) })),
    [],
  );
  const reset = useCallback(
    (col: number) =>
      setState((s) => {
        const resized = new Map(s.resized);
        resized.delete(col);
        return { ...s, resized };
      }),
    [],
  );
  return { widths, resize, reset, columnsKey: key };
}
