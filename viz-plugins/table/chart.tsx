// The table (Superset plugin-chart-table TableChart): sortable headers, search, pages, cell bars,
// conditional formatting, totals, cross-filter on click, drill menu on right-click. Only the rows
// in view are drawn, so 10k rows paint as fast as 30.
import { useEffect, useMemo, useState, type CSSProperties, type MouseEvent } from 'react';
import {
  cellBackground,
  readableTextOn,
  type ChartComponentProps,
  type DataRecord,
  type DataRecordValue,
} from '../../core/viz/index.ts';
import { useRowWindow } from '../../core/viz/react/row-window.ts';
import { sanitizeHtml } from '../../core/viz/react/sanitize-html.ts';
import {
  barRange,
  cellBar,
  crossFilterDataMask,
  headerGroups,
  moveColumn,
  searchRows,
  sortRows,
} from './table-logic.ts';
import type { TableColumn, TableOwnState, TableRenderProps } from './types.ts';

const ROW_HEIGHT = 30;
/** Superset's isProbablyHTML: a string holding a tag. */
const HTML_LIKE = /<[a-z][^>]*>/i;
const HEADER_HEIGHT = 34;
const CONTROLS_HEIGHT = 36;

type Props = ChartComponentProps<TableRenderProps>;

const CONTRAST_DARK = '#1a1a1a';
const CONTRAST_LIGHT = '#f5f5f5';

export default function TableChart(props: Props) {
  const { data, totals, theme, hooks, width, height, serverPagination, ownState } = props;
  const [order, setOrder] = useState<string[] | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const columns = useMemo(() => {
    if (!order) return props.columns;
    const byKey = new Map(props.columns.map((c) => [c.key, c]));
    const known = order.filter((k) => byKey.has(k)).map((k) => byKey.get(k)!);
    return [...known, ...props.columns.filter((c) => !order.includes(c.key))];
  }, [order, props.columns]);
  const [search, setSearch] = useState(serverPagination ? (ownState.searchText ?? '') : '');
  const [sort, setSort] = useState<{ key: string; desc: boolean } | null>(ownState.sortBy?.[0] ?? null);
  const [requestedPage, setPage] = useState(serverPagination ? (ownState.currentPage ?? 0) : 0);

  const rows = useMemo(() => {
    if (serverPagination) return data;
    let out: DataRecord[] = props.includeSearch ? searchRows(data, columns, search) : data;
    if (sort) out = sortRows(out, sort.key, sort.desc);
    return out;
  }, [data, columns, search, sort, serverPagination, props.includeSearch]);

  const [localPageSize, setLocalPageSize] = useState<number | null>(null);
  const pageSize = localPageSize ?? props.pageSize;
  const total = serverPagination ? props.rowCount : rows.length;
  const pageCount = pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
  // A page past the end (the filters changed under a later page) shows the first page.
  const page = requestedPage >= pageCount ? 0 : requestedPage;
  const pageRows = !serverPagination && pageSize > 0 ? rows.slice(page * pageSize, (page + 1) * pageSize) : rows;

  const hasControls = props.includeSearch || pageSize > 0;
  const bodyHeight = Math.max(
    0,
    height - HEADER_HEIGHT - (hasControls ? CONTROLS_HEIGHT * (pageSize > 0 ? 2 : 1) : 0) - (totals ? ROW_HEIGHT : 0),
  );
  const win = useRowWindow(pageRows.length, ROW_HEIGHT, bodyHeight);
  const { reset } = win;
  useEffect(() => reset(), [page, search, sort, reset]);
  useEffect(() => hooks.onRenderSuccess?.(), [hooks, props.data]);

  const ranges = useMemo(() => {
    const map = new Map<string, [number, number]>();
    for (const c of columns) {
      const align = c.config.alignPositiveNegative ?? props.alignPositiveNegative;
      if (c.isMetric || c.isPercentMetric) map.set(c.key, barRange(data, c.key, align));
    }
    return map;
  }, [columns, data, props.alignPositiveNegative]);

  const updateOwnState = (next: TableOwnState) => hooks.setDataMask({ ownState: { ...ownState, ...next } });

  const onSort = (key: string) => {
    const next = sort?.key === key ? (sort.desc ? null : { key, desc: true }) : { key, desc: false };
    setSort(next);
    if (serverPagination) updateOwnState({ sortBy: next ? [next] : [], currentPage: 0 });
  };
  const goTo = (p: number) => {
    const next = Math.min(Math.max(0, p), pageCount - 1);
    setPage(next);
    if (serverPagination) updateOwnState({ currentPage: next, pageSize });
  };
  // Asks the server for the first page again in that case, as Superset resets pagination when
  // the filters change.
  useEffect(() => {
    if (serverPagination && requestedPage > 0 && requestedPage >= pageCount) {
      hooks.setDataMask({ ownState: { ...ownState, currentPage: 0 } });
    }
  }, [serverPagination, requestedPage, pageCount, hooks, ownState]);

  const onPageSize = (size: number) => {
    setLocalPageSize(size);
    setPage(0);
    if (serverPagination) updateOwnState({ pageSize: size, currentPage: 0 });
  };
  const onSearch = (text: string) => {
    setSearch(text);
    setPage(0);
    if (serverPagination) {
      const searchColumn = ownState.searchColumn ?? columns.find((c) => !c.isNumeric)?.key;
      updateOwnState({ searchText: text, searchColumn, currentPage: 0 });
    }
  };

  const crossFilterable = (c: TableColumn) => props.crossFilterColumns.includes(c.key);
  const onCellClick = (c: TableColumn, value: DataRecordValue) => {
    if (!props.emitCrossFilters || !crossFilterable(c)) return;
    hooks.setDataMask(crossFilterDataMask(props.selected, c.key, value, c.format, props.timeGrain).dataMask);
  };
  const onContextMenu = (event: MouseEvent, row: DataRecord, c: TableColumn) => {
    if (!hooks.onContextMenu) return;
    event.preventDefault();
    const dims = columns.filter((col) => !col.isMetric && !col.isPercentMetric);
    const drillToDetail = dims.map((d) => ({
      col: d.key,
      op: '==' as const,
      val: row[d.key] ?? null,
      formattedVal: d.format(row[d.key] ?? null),
    }));
    const value = row[c.key] ?? null;
    hooks.onContextMenu(event.clientX, event.clientY, {
      drillToDetail,
      crossFilter: crossFilterable(c)
        ? crossFilterDataMask(props.selected, c.key, value, c.format, props.timeGrain)
        : undefined,
      drillBy: crossFilterable(c)
        ? {
            filters: [{ col: c.key, op: '==', val: value, formattedVal: c.format(value) }],
            groupbyFieldName: 'groupby',
          }
        : undefined,
    });
  };

  const cellStyle = (c: TableColumn, value: DataRecordValue): CSSProperties => {
    const align = c.config.horizontalAlign ?? (c.isNumeric || c.isMetric || c.isPercentMetric ? 'right' : 'left');
    const style: CSSProperties = {
      textAlign: align,
      padding: '0 8px',
      height: ROW_HEIGHT,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      maxWidth: c.config.columnWidth ?? (c.config.truncateLongCells ? 200 : undefined),
      borderBottom: `1px solid ${theme.gridLine}`,
      position: 'relative',
      cursor: props.emitCrossFilters && crossFilterable(c) ? 'pointer' : undefined,
    };
    const conditional = cellBackground(props.colorFormatters, c.key, value);
    if (conditional) {
      style.background = conditional;
      // a pale rule colour on a dark theme (or a deep one on a light theme) keeps its text readable
      style.color = readableTextOn(conditional, theme.background, CONTRAST_DARK, CONTRAST_LIGHT);
    }
    const selected = props.selected[c.key]?.includes(value);
    if (selected) style.boxShadow = `inset 0 0 0 2px ${theme.primary}`;
    const showBars = c.config.showCellBars ?? props.showCellBars;
    const range = ranges.get(c.key);
    if (showBars && range && typeof value === 'number' && !conditional) {
      const align = c.config.alignPositiveNegative ?? props.alignPositiveNegative;
      const bar = cellBar(value, range, align);
      const colorPN = c.config.colorPositiveNegative ?? props.colorPositiveNegative;
      if (bar) {
        const base = colorPN ? (bar.negative ? theme.negative : theme.positive) : theme.textMuted;
        const color = `color-mix(in srgb, ${base} 25%, transparent)`;
        style.background = `linear-gradient(to right, transparent ${bar.offset}%, ${color} ${bar.offset}%, ${color} ${
          bar.offset + bar.width
        }%, transparent ${bar.offset + bar.width}%)`;
      }
    }
    return style;
  };

  const headStyle: CSSProperties = {
    position: 'sticky',
    top: 0,
    background: theme.surface,
    height: HEADER_HEIGHT,
    padding: '0 8px',
    borderBottom: `2px solid ${theme.border}`,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    zIndex: 1,
  };
  const visible = pageRows.slice(win.start, win.end);

  return (
    <div
      style={{
        width,
        height,
        display: 'flex',
        flexDirection: 'column',
        color: theme.text,
        background: theme.background,
        fontFamily: theme.fontFamily,
        fontSize: theme.fontSize,
      }}
    >
      {hasControls && (
        <div
          style={{
            height: CONTROLS_HEIGHT,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 6,
          }}
        >
          <span>
            {pageSize > 0 && (
              <label>
                Show{' '}
                <select
                  value={pageSize}
                  onChange={(e) => onPageSize(Number(e.target.value))}
                  style={{ color: theme.text, background: theme.surface, border: `1px solid ${theme.border}` }}
                >
                  {[...new Set([10, 20, 50, 100, 200, pageSize])]
                    .sort((x, y) => x - y)
                    .map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                </select>{' '}
                entries per page
              </label>
            )}
          </span>
          {props.includeSearch && (
            <label>
              Search{' '}
              <input
                type="search"
                value={search}
                placeholder={`${total} records...`}
                onChange={(e) => onSearch(e.target.value)}
                style={{
                  color: theme.text,
                  background: theme.surface,
                  border: `1px solid ${theme.border}`,
                  padding: '2px 6px',
                }}
              />
            </label>
          )}
        </div>
      )}
      <div style={{ flex: 1, overflow: 'auto' }} onScroll={win.onScroll}>
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            {columns.some((c) => c.group) && (
              <tr>
                {headerGroups(columns).map((g, i) => (
                  <th
                    key={i}
                    colSpan={g.span}
                    style={{ ...headStyle, textAlign: 'center', cursor: undefined, position: 'static' }}
                  >
                    {g.label}
                  </th>
                ))}
              </tr>
            )}
            <tr>
              {columns.map((c) => (
                <th
                  key={c.key}
                  style={{
                    ...headStyle,
                    textAlign: c.isNumeric || c.isMetric ? 'right' : 'left',
                    width: c.config.columnWidth,
                  }}
                  onClick={() => onSort(c.key)}
                  draggable={props.allowRearrangeColumns}
                  onDragStart={() => setDragged(c.key)}
                  onDragOver={(e) => props.allowRearrangeColumns && e.preventDefault()}
                  onDrop={() => {
                    if (dragged)
                      setOrder(
                        moveColumn(
                          columns.map((col) => col.key),
                          dragged,
                          c.key,
                        ),
                      );
                    setDragged(null);
                  }}
                  aria-sort={sort?.key === c.key ? (sort.desc ? 'descending' : 'ascending') : 'none'}
                >
                  {c.label}
                  {sort?.key === c.key ? (sort.desc ? ' ▼' : ' ▲') : ''}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {win.offsetTop > 0 && <tr style={{ height: win.offsetTop }} />}
            {visible.map((row, i) => (
              <tr key={win.start + i} style={{ background: (win.start + i) % 2 ? theme.surface : undefined }}>
                {columns.map((c) => {
                  const value = row[c.key] ?? null;
                  const html = props.allowRenderHtml && typeof value === 'string' && HTML_LIKE.test(value);
                  return html ? (
                    <td
                      key={c.key}
                      style={cellStyle(c, value)}
                      onClick={() => onCellClick(c, value)}
                      onContextMenu={(e) => onContextMenu(e, row, c)}
                      dangerouslySetInnerHTML={{ __html: sanitizeHtml(value) }}
                    />
                  ) : (
                    <td
                      key={c.key}
                      style={cellStyle(c, value)}
                      title={c.format(value)}
                      onClick={() => onCellClick(c, value)}
                      onContextMenu={(e) => onContextMenu(e, row, c)}
                    >
                      {c.format(value)}
                    </td>
                  );
                })}
              </tr>
            ))}
            {win.offsetBottom > 0 && <tr style={{ height: win.offsetBottom }} />}
          </tbody>
          {totals && (
            <tfoot>
              <tr style={{ position: 'sticky', bottom: 0, background: theme.surface, fontWeight: 600 }}>
                {columns.map((c, i) => (
                  <td key={c.key} style={{ ...cellStyle(c, null), borderTop: `2px solid ${theme.border}` }}>
                    {i === 0 && !(c.key in totals) ? 'Summary' : c.key in totals ? c.format(totals[c.key] ?? null) : ''}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {pageSize > 0 && pageCount > 1 && (
        <div
          style={{ height: CONTROLS_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 8 }}
        >
          <button type="button" onClick={() => goTo(page - 1)} disabled={page === 0}>
            ‹
          </button>
          <span>
            {page + 1} / {pageCount}
          </span>
          <button type="button" onClick={() => goTo(page + 1)} disabled={page >= pageCount - 1}>
            ›
          </button>
        </div>
      )}
    </div>
  );
}
