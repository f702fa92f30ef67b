// The pivot table as a static SVG (thumbnails, reports): the same grid as the browser, with the
// column headers as spanning header groups.
import { cellBackground, type RenderSvg } from '../../core/viz/index.ts';
import { drawTable, NO_RESULTS_MESSAGE, renderMessageSvg, svgDocument } from '../../core/viz/svg/index.ts';
import { pivotGrid } from './pivot-grid.ts';
import type { PivotRenderProps } from './types.ts';

const renderSvg: RenderSvg<PivotRenderProps> = (props, { width, height, theme }) => {
  if (props.pivot.rowKeys.length === 0) return renderMessageSvg(NO_RESULTS_MESSAGE, { width, height }, theme);
  const grid = pivotGrid(props);
  const columnRow = grid.header[grid.header.length - 1]!;
  const groups = grid.header
    .slice(0, -1)
    .map((row) => row.map((cell) => ({ label: cell.text, span: cell.colSpan ?? 1 })));
  // The last column-dimension row names the leaf columns; with none, the row-dimension names do.
  const leafRow = grid.header.length > 1 ? grid.header[grid.header.length - 2]! : columnRow;
  const labels: string[] = [];
  for (const cell of leafRow) for (let i = 0; i < (cell.colSpan ?? 1); i++) labels.push(cell.text);
  columnRow.forEach((cell, i) => {
    if (i < grid.rowHeaderCount) labels[i] = cell.text;
  });
  const fontSize = theme.fontSize;
  const rowHeight = Math.round(fontSize * 2.2);
  const fit = Math.max(1, Math.floor(height / rowHeight) - grid.header.length - 1);
  const body = grid.body.slice(0, fit);
  const table = drawTable({
    width,
    height,
    theme,
    rowHeight,
    headerGroups: groups.length > 1 ? groups.slice(0, -1) : [],
    columns: labels.map((label, i) => ({ label, align: i < grid.rowHeaderCount ? 'left' : 'right' })),
    rows: body.map((row) => row.map((cell) => cell.text)),
    totalRows: grid.body.length,
    cellStyle: (r, c) => {
      const cell = body[r]?.[c];
      if (!cell) return undefined;
      if (cell.kind === 'value' && cell.metric) {
        const background = cellBackground(props.colorFormatters, cell.metric, cell.value);
        return background ? { background } : undefined;
      }
      return cell.kind === 'rowHeader' || cell.kind === 'total' ? { background: theme.surface } : undefined;
    },
  });
  return svgDocument(width, height, theme.background, table);
};

export default renderSvg;
