// The time-series table as a static SVG: values as text, sparklines drawn in their cells.
import type { RenderSvg } from '../../core/viz/index.ts';
import { drawTable, NO_RESULTS_MESSAGE, path, renderMessageSvg, svgDocument } from '../../core/viz/svg/index.ts';
import { sparklinePath } from './sparkline.ts';
import type { TimeTableRenderProps } from './types.ts';

const renderSvg: RenderSvg<TimeTableRenderProps> = (props, { width, height, theme }) => {
  if (props.rows.length === 0) return renderMessageSvg(NO_RESULTS_MESSAGE, { width, height }, theme);
  const rowHeight = Math.round(theme.fontSize * 2.4);
  const fit = Math.max(1, Math.floor(height / rowHeight) - 2);
  const rows = props.rows.slice(0, fit);
  const firstWidth = Math.min(width * 0.3, 160);
  const otherWidth = props.columns.length ? (width - firstWidth) / props.columns.length : 0;
  const table = drawTable({
    width,
    height,
    theme,
    rowHeight,
    columns: [
      { label: props.rowType === 'column' ? 'Group' : 'Metric', width: firstWidth, align: 'left' },
      ...props.columns.map((c) => ({
        label: c.label,
        width: otherWidth,
        align: (c.config.colType === 'spark' ? 'left' : 'right') as 'left' | 'right',
      })),
    ],
    rows: rows.map((r) => [r.label, ...r.cells.map((c) => (c.kind === 'spark' ? '' : c.text))]),
    totalRows: props.rows.length,
  });
  // Sparklines over their (empty) cells: header row first, then one row per line.
  const sparks: string[] = [];
  rows.forEach((row, r) => {
    row.cells.forEach((cell, c) => {
      if (cell.kind !== 'spark') return;
      const x = firstWidth + c * otherWidth + 6;
      const y = (r + 1) * rowHeight + 4;
      const d = sparklinePath(cell.values, cell.min, cell.max, otherWidth - 12, rowHeight - 8);
      if (d)
        sparks.push(
          `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)})">${path(d, { stroke: theme.primary, strokeWidth: 1.5 })}</g>`,
        );
    });
  });
  return svgDocument(width, height, theme.background, [table, ...sparks]);
};

export default renderSvg;
