// The pivot table in the browser: the grid of pivot-grid.ts as an HTML table, conditional colours
// on values, cross-filter on a header click (Superset's pivot table filters on header values).
import { useEffect, useMemo, type CSSProperties } from 'react';
import { cellBackground, readableTextOn, type ChartComponentProps } from '../../core/viz/index.ts';
import { cellFilters, pivotGrid, type GridCell } from './pivot-grid.ts';
import type { PivotRenderProps } from './types.ts';

export default function PivotTableChart(props: ChartComponentProps<PivotRenderProps>) {
  const { theme, hooks, width, height } = props;
  const grid = useMemo(() => pivotGrid(props), [props]);
  useEffect(() => hooks.onRenderSuccess?.(), [hooks, props.pivot]);

  const isFilterable = (cell: GridCell) =>
    Boolean(
      cell.attr &&
      cell.key !== undefined &&
      (props.groupbyRows.includes(cell.attr) || props.groupbyColumns.includes(cell.attr)),
    );
  const onHeaderClick = (cell: GridCell) => {
    if (!props.emitCrossFilters || !isFilterable(cell)) return;
    const attr = cell.attr!;
    const value = props.rawValue(attr, cell.key!);
    const current = props.selected[attr] ?? [];
    const isSelected = current.includes(String(value));
    const filters: Record<string, string[]> = isSelected ? {} : { [attr]: [String(value)] };
    hooks.setDataMask({
      extraFormData: {
        filters: isSelected ? [] : [{ col: attr, op: 'IN', val: [value as string | number | boolean] }],
      },
      filterState: {
        value: isSelected ? null : filters,
        selectedFilters: isSelected ? null : filters,
        selectedValues: isSelected ? null : [value],
        label: isSelected ? undefined : cell.text,
      },
    });
  };

  const base: CSSProperties = {
    padding: '4px 8px',
    border: `1px solid ${theme.border}`,
    whiteSpace: 'nowrap',
  };
  const style = (cell: GridCell): CSSProperties => {
    switch (cell.kind) {
      case 'corner':
      case 'colHeader':
        return {
          ...base,
          background: theme.surface,
          fontWeight: 600,
          textAlign: cell.kind === 'colHeader' ? 'center' : 'left',
        };
      case 'rowHeader': {
        const selected =
          cell.attr &&
          cell.key !== undefined &&
          props.selected[cell.attr]?.includes(String(props.rawValue(cell.attr, cell.key)));
        return {
          ...base,
          background: theme.surface,
          fontWeight: cell.subtotal ? 600 : 500,
          cursor: props.emitCrossFilters && isFilterable(cell) ? 'pointer' : undefined,
          boxShadow: selected ? `inset 0 0 0 2px ${theme.primary}` : undefined,
        };
      }
      case 'total':
        return { ...base, textAlign: 'right', fontWeight: 600 };
      default: {
        const background = cell.metric ? cellBackground(props.colorFormatters, cell.metric, cell.value) : undefined;
        return {
          ...base,
          textAlign: 'right',
          background,
          // a pale rule colour on a dark theme keeps its text readable
          color: background ? readableTextOn(background, theme.background, '#1a1a1a', '#f5f5f5') : undefined,
        };
      }
    }
  };

  return (
    <div
      style={{
        width,
        height,
        overflow: 'auto',
        color: theme.text,
        background: theme.background,
        fontFamily: theme.fontFamily,
        fontSize: theme.fontSize,
      }}
    >
      <table style={{ borderCollapse: 'collapse' }}>
        <thead>
          {grid.header.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <th key={c} colSpan={cell.colSpan} style={style(cell)} onClick={() => onHeaderClick(cell)}>
                  {cell.text}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {grid.body.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                cell.kind === 'rowHeader' ? (
                  <th key={c} style={style(cell)} onClick={() => onHeaderClick(cell)}>
                    {cell.text}
                  </th>
                ) : (
                  <td
                    key={c}
                    style={style(cell)}
                    onContextMenu={(event) => {
                      if (!hooks.onContextMenu || !cell.rowKey) return;
                      event.preventDefault();
                      hooks.onContextMenu(event.clientX, event.clientY, { drillToDetail: cellFilters(props, cell) });
                    }}
                  >
                    {cell.text}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
