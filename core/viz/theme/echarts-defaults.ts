import type { VizTheme } from '../plugin/chart-props.ts';

// The shared ECharts pieces of Superset's plugin-chart-echarts (src/defaults.ts, src/constants.ts,
// src/utils/series.ts getLegendProps/getChartPadding), with Superset's signatures and numbers.

export const LegendOrientation = { Top: 'top', Bottom: 'bottom', Left: 'left', Right: 'right' } as const;
export type LegendOrientation = (typeof LegendOrientation)[keyof typeof LegendOrientation];

export const LegendType = { Scroll: 'scroll', Plain: 'plain' } as const;
export type LegendType = (typeof LegendType)[keyof typeof LegendType];

/** How Superset shows a null group-by value in series names. */
export const NULL_STRING = '<NULL>';

export const TIMESERIES_CONSTANTS = {
  gridOffsetRight: 20,
  gridOffsetLeft: 20,
  gridOffsetTop: 20,
  gridOffsetBottom: 20,
  gridOffsetBottomZoomable: 80,
  legendRightTopOffset: 30,
  legendTopRightOffset: 55,
  zoomBottom: 30,
  toolboxTop: 0,
  toolboxRight: 5,
  dataZoomStart: 0,
  dataZoomEnd: 100,
  yAxisLabelTopOffset: 20,
  extraControlsOffset: 22,
} as const;

/** The legend form_data defaults Superset's echarts charts share. */
export const DEFAULT_LEGEND_FORM_DATA = {
  legendMargin: null as number | null,
  legendOrientation: LegendOrientation.Top as LegendOrientation,
  legendType: LegendType.Scroll as LegendType,
  showLegend: true,
  legendSort: null as 'asc' | 'desc' | null,
};

export const defaultGrid = { containLabel: true };

/**
 * Superset positions the tooltip with the page's DOM; confining it to the chart does the same job
 * here without touching the DOM (and renders on the server).
 */
export const defaultTooltip = { confine: true };

export const defaultYAxis = { scale: true };

export const defaultLegendPadding: Record<LegendOrientation, number> = {
  top: 20,
  bottom: 20,
  left: 170,
  right: 170,
};

/** The ECharts legend for Superset's legend controls (type, orientation, show) in the theme. */
export function getLegendProps(
  type: LegendType,
  orientation: LegendOrientation,
  show: boolean,
  theme: VizTheme,
  zoomable = false,
  legendState?: Record<string, boolean>,
): Record<string, unknown> {
  const legend: Record<string, unknown> = {
    orient: orientation === 'top' || orientation === 'bottom' ? 'horizontal' : 'vertical',
    show,
    type,
    selected: legendState,
    selector: ['all', 'inverse'],
    selectorLabel: {
      fontFamily: theme.fontFamily,
      fontSize: theme.fontSize,
      color: theme.textMuted,
      borderColor: theme.textMuted,
    },
    textStyle: { color: theme.textMuted, fontFamily: theme.fontFamily },
    pageTextStyle: { color: theme.textMuted },
    pageIconColor: theme.textMuted,
    pageIconInactiveColor: theme.border,
    inactiveColor: theme.border,
  };
  switch (orientation) {
    case 'left':
      legend['left'] = 0;
      break;
    case 'right':
      legend['right'] = 0;
      legend['top'] = zoomable ? TIMESERIES_CONSTANTS.legendRightTopOffset : 0;
      break;
    case 'bottom':
      legend['bottom'] = 0;
      break;
    default:
      legend['top'] = 0;
      legend['right'] = zoomable ? TIMESERIES_CONSTANTS.legendTopRightOffset : 0;
  }
  return legend;
}

/** The chart's padding with room for the legend on its side (`legend_margin` or Superset's default). */
export function getChartPadding(
  show: boolean,
  orientation: LegendOrientation,
  margin?: string | number | null,
  padding?: { top?: number; bottom?: number; left?: number; right?: number },
): { top: number; bottom: number; left: number; right: number } {
  const legendMargin = !show
    ? 0
    : margin === null || margin === undefined || typeof margin === 'string'
      ? defaultLegendPadding[orientation]
      : margin;
  const { top = 0, bottom = 0, left = 0, right = 0 } = padding ?? {};
  return {
    left: left + (orientation === 'left' ? legendMargin : 0),
    right: right + (orientation === 'right' ? legendMargin : 0),
    top: top + (orientation === 'top' ? legendMargin : 0),
    bottom: bottom + (orientation === 'bottom' ? legendMargin : 0),
  };
}
