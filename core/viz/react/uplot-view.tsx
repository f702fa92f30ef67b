import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { VizTheme } from '../plugin/chart-props.ts';

export interface UPlotSeries {
  name: string;
  color: string;
  values: (number | null)[];
}

export interface UPlotViewProps {
  /** x values: epoch ms for a time axis, plain numbers otherwise. */
  x: number[];
  series: UPlotSeries[];
  width: number;
  height: number;
  theme: VizTheme;
  isTime: boolean;
  formatValue: (value: number | null) => string;
  formatX: (value: number) => string;
  showLegend?: boolean;
  onRendered?: () => void;
  onClickSeries?: (seriesName: string, clientX: number, clientY: number) => void;
}

/**
 * Draws large line series with uPlot (canvas, no per-point objects), in the theme's colours, with
 * uPlot's own legend as the tooltip (values at the cursor). Used by the time-series family above
 * its point threshold; the host passes the size as for ECharts.
 */
export function UPlotView(props: UPlotViewProps) {
  const { x, series, width, height, theme, isTime, formatValue, formatX, showLegend = true, onRendered } = props;
  const divRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<uPlot | null>(null);

  useEffect(() => {
    const element = divRef.current;
    if (!element) return;
    const axis = {
      stroke: theme.textMuted,
      grid: { stroke: theme.gridLine, width: 1 },
      ticks: { stroke: theme.border, width: 1 },
      font: `${theme.fontSize}px ${theme.fontFamily}`,
    };
    const options: uPlot.Options = {
      width,
      height: Math.max(50, height - (showLegend ? 30 : 0)),
      // uPlot's time axis is in seconds; values stay ms and are scaled below.
      scales: { x: { time: isTime } },
      legend: { show: showLegend, live: true },
      cursor: { drag: { x: true, y: false } },
      axes: [
        { ...axis, values: (_u, splits) => splits.map((v) => (isTime ? formatX(v * 1000) : formatX(v))) },
        { ...axis, values: (_u, splits) => splits.map((v) => formatValue(v)) },
      ],
      series: [
        { label: 'x', value: (_u, v) => (v === null ? '' : isTime ? formatX(v * 1000) : formatX(v)) },
        ...series.map((entry) => ({
          label: entry.name,
          stroke: entry.color,
          width: 1.5,
          points: { show: false },
          value: (_u: uPlot, v: number | null) => formatValue(v),
        })),
      ],
      hooks: { draw: [() => onRendered?.()] },
    };
    const data: uPlot.AlignedData = [isTime ? x.map((v) => v / 1000) : x, ...series.map((entry) => entry.values)];
    const plot = new uPlot(options, data, element);
    plotRef.current = plot;
    return () => {
      plot.destroy();
      plotRef.current = null;
    };
    // Rebuilt when the data or look changes; size changes go through setSize below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [x, series, theme, isTime, formatValue, formatX, showLegend]);

  useEffect(() => {
    plotRef.current?.setSize({ width, height: Math.max(50, height - (showLegend ? 30 : 0)) });
  }, [width, height, showLegend]);

  return <div ref={divRef} style={{ width, height, color: theme.text, fontFamily: theme.fontFamily }} />;
}
