// The family's tooltip: rich (every series at the hovered x, as Superset's richTooltip) or per item.
import type { VizTheme } from '../plugin/chart-props.ts';
import type { DataRecordValue } from '../query/query-types.ts';
import type { TimeseriesOptions } from './read-form-data.ts';
import { forecastContext } from './series-options.ts';
import { echartsFontFamily } from './formatting.ts';

interface TooltipParam {
  seriesName: string;
  seriesId?: string;
  value: unknown[];
  color?: string;
  marker?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function buildTooltip(args: {
  options: TimeseriesOptions;
  theme: VizTheme;
  formatX: (value: DataRecordValue) => string;
  formatValue: (value: number | null) => string;
  isHorizontal: boolean;
}) {
  const { options, theme, formatX, formatValue, isHorizontal } = args;
  const xIndex = isHorizontal ? 1 : 0;
  const yIndex = isHorizontal ? 0 : 1;
  return {
    show: true,
    trigger: options.richTooltip ? 'axis' : 'item',
    confine: true,
    backgroundColor: theme.surface,
    borderColor: theme.border,
    textStyle: { color: theme.text, fontFamily: echartsFontFamily(theme.fontFamily) },
    axisPointer: { type: options.seriesType === 'bar' ? 'shadow' : 'line' },
    formatter: (raw: TooltipParam | TooltipParam[]) => {
      const params = (Array.isArray(raw) ? raw : [raw]).filter(
        (p) => !String(p.seriesId ?? '').startsWith('annotation:'),
      );
      if (params.length === 0) return '';
      const x = params[0].value[xIndex] as DataRecordValue;
      const rows = params
        .filter((p) => forecastContext(p.seriesName).kind !== 'upper' && forecastContext(p.seriesName).kind !== 'lower')
        .map((p) => ({ p, y: p.value[yIndex] as number | null }));
      if (options.tooltipSortByMetric) rows.sort((a, b) => (b.y ?? -Infinity) - (a.y ?? -Infinity));
      const lines = rows.map(
        ({ p, y }) => `${p.marker ?? ''}${escapeHtml(p.seriesName)}: <b>${escapeHtml(formatValue(y))}</b>`,
      );
      return [`<b>${escapeHtml(formatX(x))}</b>`, ...lines].join('<br/>');
    },
  };
}
