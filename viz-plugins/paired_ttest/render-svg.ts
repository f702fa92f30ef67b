// The paired t-test tables as a static SVG: each metric's table against the first group.
import type { RenderSvg } from '../../core/viz/index.ts';
import { drawTable, NO_RESULTS_MESSAGE, renderMessageSvg, svgDocument, text } from '../../core/viz/svg/index.ts';
import { tTestRows } from './paired-table.ts';
import type { PairedTTestRenderProps } from './types.ts';

const renderSvg: RenderSvg<PairedTTestRenderProps> = (props, { width, height, theme }) => {
  const metrics = props.metrics.filter((m) => m.series.length > 0);
  if (metrics.length === 0) return renderMessageSvg(NO_RESULTS_MESSAGE, { width, height }, theme);
  const blockHeight = height / metrics.length;
  const titleHeight = theme.fontSize * 2;
  const parts = metrics.map((m, i) => {
    const y = i * blockHeight;
    const rows = tTestRows(m.series, 0, props.alpha).map((row) => [
      ...row.group,
      row.isControl ? 'control' : Number.isNaN(row.pValue) ? 'NaN' : row.pValue!.toFixed(props.pValuePrecision),
      row.isControl ? 'control' : Number.isFinite(row.lift) ? row.lift!.toFixed(props.liftPrecision) : 'NaN',
      row.isControl ? '' : String(row.significant),
    ]);
    const groupHeaders = props.groups.length ? props.groups : ['Group'];
    return (
      text(m.label, {
        x: 8,
        y: y + titleHeight / 2,
        fontSize: theme.fontSize + 2,
        fill: theme.text,
        baseline: 'middle',
        fontFamily: theme.fontFamily,
      }) +
      drawTable({
        y: y + titleHeight,
        width,
        height: blockHeight - titleHeight,
        theme,
        columns: [
          ...groupHeaders.map((label) => ({ label })),
          { label: 'p-value', align: 'right' as const },
          { label: 'Lift %', align: 'right' as const },
          { label: 'Significant' },
        ],
        rows,
      })
    );
  });
  return svgDocument(width, height, theme.background, parts);
};

export default renderSvg;
