// The table drawn as a static SVG for server-side rendering (thumbnails, reports): the first rows
// that fit, formatted as in the browser, with cell bars, conditional colours and the totals row.
import { addAlpha, cellBackground, type RenderSvg } from '../../core/viz/index.ts';
import { drawTable, NO_RESULTS_MESSAGE, renderMessageSvg, svgDocument } from '../../core/viz/svg/index.ts';
import { barRange, cellBar, headerGroups } from './table-logic.ts';
import type { TableRenderProps } from './types.ts';

/** Cell bars are drawn faint under the text, as Superset's 20% tints. */
function translucent(color: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  const hex = short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : color;
  return /^#[0-9a-f]{6}$/i.test(hex) ? addAlpha(hex, 0.3) : color;
}

const renderSvg: RenderSvg<TableRenderProps> = (props, { width, height, theme }) => {
  const { columns, data } = props;
  if (data.length === 0) return renderMessageSvg(NO_RESULTS_MESSAGE, { width, height }, theme);
  const rowHeight = Math.round(theme.fontSize * 2.2);
  const fit = Math.max(1, Math.floor(height / rowHeight) - 2 - (props.totals ? 1 : 0));
  const rows = data.slice(0, fit);
  const ranges = columns.map((c) =>
    (c.isMetric || c.isPercentMetric) && (c.config.showCellBars ?? props.showCellBars)
      ? barRange(data, c.key, c.config.alignPositiveNegative ?? props.alignPositiveNegative)
      : null,
  );
  const table = drawTable({
    width,
    height,
    theme,
    rowHeight,
    headerGroups: columns.some((c) => c.group) ? [headerGroups(columns)] : [],
    columns: columns.map((c) => ({
      label: c.label,
      width: c.config.columnWidth,
      align: c.config.horizontalAlign ?? (c.isNumeric || c.isMetric || c.isPercentMetric ? 'right' : 'left'),
    })),
    rows: rows.map((row) => columns.map((c) => c.format(row[c.key] ?? null))),
    totals: props.totals
      ? columns.map((c, i) =>
          c.key in props.totals! ? c.format(props.totals![c.key] ?? null) : i === 0 ? 'Summary' : '',
        )
      : undefined,
    totalRows: props.serverPagination ? props.rowCount : data.length,
    cellStyle: (rowIndex, columnIndex) => {
      const column = columns[columnIndex]!;
      const value = rows[rowIndex]?.[column.key];
      if (typeof value !== 'number') return undefined;
      const background = cellBackground(props.colorFormatters, column.key, value);
      if (background) return { background };
      const range = ranges[columnIndex];
      if (!range) return undefined;
      const bar = cellBar(value, range, column.config.alignPositiveNegative ?? props.alignPositiveNegative);
      if (!bar) return undefined;
      const colorPN = column.config.colorPositiveNegative ?? props.colorPositiveNegative;
      const color = colorPN ? (bar.negative ? theme.negative : theme.positive) : theme.textMuted;
      return { bar: { from: bar.offset / 100, to: (bar.offset + bar.width) / 100, color: translucent(color) } };
    },
  });
  return svgDocument(width, height, theme.background, table);
};

export default renderSvg;
