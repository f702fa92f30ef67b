// Windowing for long tables: only the rows in view (plus a few) are drawn. Pure, so tables of any
// plugin share it and it is unit-tested without a browser.
import { useCallback, useState, type UIEvent } from 'react';

export interface RowWindow {
  /** First row drawn. */
  start: number;
  /** One past the last row drawn. */
  end: number;
  /** Height of the empty space above the first drawn row. */
  offsetTop: number;
  /** Height of the empty space below the last drawn row. */
  offsetBottom: number;
}

export function rowWindow(
  rowCount: number,
  rowHeight: number,
  viewport: number,
  scrollTop: number,
  overscan = 8,
): RowWindow {
  if (rowCount <= 0 || rowHeight <= 0) return { start: 0, end: 0, offsetTop: 0, offsetBottom: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const start = Math.max(0, Math.min(rowCount - 1, first) - overscan);
  const visible = Math.ceil(Math.max(0, viewport) / rowHeight) + 1;
  const end = Math.min(rowCount, first + visible + overscan);
  return { start, end, offsetTop: start * rowHeight, offsetBottom: (rowCount - end) * rowHeight };
}

/** The window of a scrolling container: attach `onScroll` to the element that scrolls. */
export function useRowWindow(
  rowCount: number,
  rowHeight: number,
  viewport: number,
): RowWindow & { onScroll: (event: UIEvent<HTMLElement>) => void; reset: () => void } {
  const [scrollTop, setScrollTop] = useState(0);
  const onScroll = useCallback((event: UIEvent<HTMLElement>) => setScrollTop(event.currentTarget.scrollTop), []);
  const reset = useCallback(() => setScrollTop(0), []);
  return { ...rowWindow(rowCount, rowHeight, viewport, scrollTop), onScroll, reset };
}
