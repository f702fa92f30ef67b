import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { useVirtualizer } from '@tanstack/react-virtual';
import { t } from '../../i18n/t.ts';
import { CellViewer, type ViewedCell } from './cell-viewer.tsx';
import { formatCell } from './cell-format.ts';
import { rowNumberWidth } from './column-widths.ts';
import { moveCursor, offsetToReveal, type GridCursor } from './grid-cursor.ts';
import { copyWithToast } from './grid-clipboard.ts';
import type { GridData } from './grid-data.ts';
import { tsvOfRow } from './grid-export.ts';
import { GridHeader } from './grid-header.tsx';
import { GridRows } from './grid-rows.tsx';
import { GridStatus } from './grid-status.tsx';
import { GridToolbar } from './grid-toolbar.tsx';
import { layoutHeight, MAX_SCROLL_PX, ScaledScroller } from './scaled-scroll.ts';
import { gridTextMeasure } from './text-measure.ts';
import { useColumnWidths } from './use-column-widths.ts';
import { useGridSort } from './use-grid-sort.ts';
import './data-grid.css';

export interface DataGridProps {
  data: GridData;
  /** CSS height of the whole grid (toolbar, rows and status line). */
  height?: number | string;
  rowHeight?: number;
  headerHeight?: number;
  /** Name of the downloaded CSV file. */
  csvFileName?: string;
  /** The toolbar with the row count, "Copy to clipboard" and "Download CSV" (default shown). */
  showActions?: boolean;
  /** Replace the built-in copy (TSV of every row, capped) — for example to fetch rows first. */
  onCopyAll?: (data: GridData) => void | Promise<void>;
  /** Replace the built-in CSV download — for example with a server-side export. */
  onDownloadCsv?: (data: GridData) => void | Promise<void>;
  /** Shown at the start of the toolbar instead of the row count. */
  toolbarStart?: ReactNode;
  /** Layout height past which the scroll position is scaled (tests lower it; read at mount). */
  maxScrollPx?: number;
  /**
   * Identifies the result: when it changes, the grid starts again at the top with no selection.
   * Without it, other columns or fewer rows mean a new result; more rows mean rows streamed in.
   */
  resultKey?: unknown;
  'aria-label'?: string;
}

const OVERSCAN_ROWS = 6;

/**
 * A virtualised results grid for columnar data: fixed-height rows windowed by hand around a
 * scaled scroll position (so every one of millions of rows is reachable under Chromium's
 * scroll-height cap), columns windowed by TanStack Virtual, a sticky header with resizable
 * columns sized from their content, a sticky row-number column, a keyboard cell cursor, a cell
 * viewer (double-click or Enter), copy and CSV download.
 */
export function DataGrid({
  data: source,
  height = 400,
  rowHeight = 28,
  headerHeight = 32,
  csvFileName = 'results.csv',
  showActions = true,
  onCopyAll,
  onDownloadCsv,
  toolbarStart,
  maxScrollPx = MAX_SCROLL_PX,
  resultKey,
  'aria-label': ariaLabel,
}: DataGridProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [scroller] = useState(() => new ScaledScroller(maxScrollPx));
  const [offset, setOffset] = useState(0);
  const [viewport, setViewport] = useState({ width: 0, height: 0 });
  const [cursor, setCursor] = useState<GridCursor | null>(null);
  const [viewed, setViewed] = useState<ViewedCell | null>(null);
  const measure = gridTextMeasure();
  const { widths, resize, reset, columnsKey } = useColumnWidths(source);
  const clearCursor = useCallback(() => setCursor(null), []);
  const { data, sort, onSort } = useGridSort(source, clearCursor);
  const { rowCount, columns } = data;
  const rnWidth = rowNumberWidth(rowCount, measure);
  const contentPx = headerHeight + rowCount * rowHeight;
  const layoutPx = layoutHeight(contentPx, maxScrollPx);

  // TanStack Virtual's instance changes inside while keeping its identity, so React Compiler would leave
  // this component unmemoised; the build does not run the compiler, and the hook is used as its docs show.
  // eslint-disable-next-line react-hooks/incompatible-library -- a known third-party hook, not a bug here
  const colVirtualizer = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => viewportRef.current,
    estimateSize: (i) => widths[i] ?? 120,
    paddingStart: rnWidth,
    overscan: 3,
  });
  useLayoutEffect(() => colVirtualizer.measure(), [widths, colVirtualizer]);

  useLayoutEffect(() => {
    const el = viewportRef.current!;
    const detach = scroller.attach(el);
    const unsubscribe = scroller.subscribe((o, scrolling) =>
      scrolling ? flushSync(() => setOffset(o)) : setOffset(o),
    );
    const measure = () => setViewport({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      observer.disconnect();
      unsubscribe();
      detach();
    };
  }, [scroller]);

  // Rows streaming in keep the rows in view; a new result (other columns) starts at the top.
  useLayoutEffect(() => scroller.setContentPx(contentPx), [scroller, contentPx, viewport.height]);
  const shown = useRef({ columnsKey, resultKey, rowCount });
  useLayoutEffect(() => {
    const prev = shown.current;
    shown.current = { columnsKey, resultKey, rowCount };
    if (prev.columnsKey === columnsKey && prev.resultKey === resultKey && rowCount >= prev.rowCount) return;
    setCursor(null);
    scroller.scrollTo(0, false);
    if (viewportRef.current) viewportRef.current.scrollLeft = 0;
  }, [columnsKey, resultKey, rowCount, scroller]);
  useEffect(() => {
    if (cursor && cursor.row >= rowCount) setCursor(null);
  }, [cursor, rowCount]);

  const pageRows = Math.max(1, Math.floor((viewport.height - headerHeight) / rowHeight) - 1);

  const reveal = useCallback(
    (next: GridCursor) => {
      const el = viewportRef.current;
      if (!el) return;
      const target = offsetToReveal(next.row, scroller.offset, el.clientHeight, headerHeight, rowHeight);
      if (target !== null) scroller.scrollTo(target);
      if (next.col >= 0) {
        const start = rnWidth + widths.slice(0, next.col).reduce((a, b) => a + b, 0);
        const end = start + (widths[next.col] ?? 0);
        if (start - rnWidth < el.scrollLeft) el.scrollLeft = start - rnWidth;
        else if (end > el.scrollLeft + el.clientWidth) el.scrollLeft = end - el.clientWidth;
      }
    },
    [scroller, headerHeight, rowHeight, rnWidth, widths],
  );

  const copySelection = useCallback(() => {
    if (!cursor) return;
    if (cursor.col < 0) return void copyWithToast(tsvOfRow(data, cursor.row));
    const column = columns[cursor.col]!;
    const value = data.getColumn(cursor.col)[cursor.row];
    void copyWithToast(value === null || value === undefined ? '' : formatCell(value, column.type).text);
  }, [cursor, data, columns]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const ctrl = e.ctrlKey || e.metaKey;
    if (ctrl && (e.key === 'c' || e.key === 'C')) {
      if (cursor && !window.getSelection()?.toString()) {
        e.preventDefault();
        copySelection();
      }
      return;
    }
    if (e.key === 'Enter' && cursor && cursor.col >= 0) {
      e.preventDefault();
      setViewed(cursor);
      return;
    }
    const next = moveCursor(cursor, e.key, ctrl, { rowCount, colCount: columns.length, pageRows });
    if (!next) return;
    e.preventDefault();
    setCursor(next);
    reveal(next);
  };

  const cellAt = (e: MouseEvent<HTMLDivElement>): GridCursor | null => {
    const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-row]');
    return cell ? { row: Number(cell.dataset.row), col: Number(cell.dataset.col) } : null;
  };
  const onMouseDown = (e: MouseEvent<HTMLDivElement>) => {
    const at = cellAt(e);
    if (at) setCursor(at);
  };
  const onDoubleClick = (e: MouseEvent<HTMLDivElement>) => {
    const at = cellAt(e);
    if (at && at.col >= 0) setViewed(at);
  };

  const colItems = colVirtualizer.getVirtualItems();
  const totalWidth = Math.max(colVirtualizer.getTotalSize(), rnWidth);
  const windowPx = Math.min(viewport.height, layoutPx);
  const first = Math.max(0, Math.floor(offset / rowHeight) - OVERSCAN_ROWS);
  const last = Math.min(rowCount, Math.ceil((offset + viewport.height - headerHeight) / rowHeight) + OVERSCAN_ROWS);

  return (
    <div className="lp-grid" style={{ height, ['--lp-grid-row-height' as string]: `${rowHeight}px` }}>
      {showActions && (
        <GridToolbar
          data={data}
          csvFileName={csvFileName}
          onCopyAll={onCopyAll}
          onDownloadCsv={onDownloadCsv}
          start={toolbarStart}
        />
      )}
      <div
        ref={viewportRef}
        className="lp-grid__viewport"
        role="grid"
        tabIndex={0}
        aria-label={ariaLabel ?? t('Query results')}
        aria-rowcount={rowCount + 1}
        aria-colcount={columns.length + 1}
        onKeyDown={onKeyDown}
        onMouseDown={onMouseDown}
        onDoubleClick={onDoubleClick}
      >
        <div className="lp-grid__canvas" style={{ width: totalWidth, height: Math.max(layoutPx, headerHeight) }}>
          <div className="lp-grid__window" style={{ height: Math.max(windowPx, headerHeight) }}>
            <GridHeader
              columns={columns}
              items={colItems}
              height={headerHeight}
              rowNumberWidth={rnWidth}
              activeCol={cursor?.col ?? null}
              sort={sort}
              onSort={onSort}
              onResize={resize}
              onResetWidth={reset}
            />
            <GridRows
              data={data}
              first={first}
              last={last}
              colItems={colItems}
              cursor={cursor}
              offset={offset}
              rowHeight={rowHeight}
              headerHeight={headerHeight}
              rowNumberWidth={rnWidth}
              measure={measure}
            />
          </div>
        </div>
        {rowCount === 0 && <div className="lp-grid__empty">{t('The query returned no data')}</div>}
      </div>
      <GridStatus data={data} cursor={cursor} onView={setViewed} />
      <CellViewer data={data} cell={viewed} onClose={() => setViewed(null)} />
    </div>
  );
}
