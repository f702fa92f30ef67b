import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { VizTheme } from '../plugin/chart-props.ts';
import { decimatedLinePaths, gaplessYRange } from './uplot-decimate.ts';

export interface UPlotSeries {
  name: string;
  color: string;
  /** y per x; null is a gap. Handed to uPlot as is (a typed array is not copied). */
  values: Float64Array | (number | null)[];
}

export interface UPlotViewProps {
  /** x values handed to uPlot as is: epoch ms on a time axis (uPlot's `ms: 1`), plain numbers otherwise. */
  x: Float64Array | number[];
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
      // x arrives in epoch ms, as the answer has it: no pass over the points to make seconds of it.
      ms: 1,
      // Gapless series are ranged by gaplessYRange (one tight loop), not by uPlot's own scan.
      scales: { x: { time: isTime }, y: { range: gaplessYRange } },
      legend: { show: showLegend, live: true },
      cursor: { drag: { x: true, y: false } },
      axes: [
        { ...axis, values: (_u, splits) => splits.map((v) => formatX(v)) },
        { ...axis, values: (_u, splits) => splits.map((v) => formatValue(v)) },
      ],
      series: [
        { label: 'x', value: (_u, v) => (v === null ? '' : formatX(v)) },
        ...series.map((entry) => ({
          label: entry.name,
          stroke: entry.color,
          width: 1.5,
          points: { show: false },
          // Above four points a pixel column, a gapless series is drawn as each column's first, min,
          // max and last value from one tight loop (uplot-decimate.ts); anything else as uPlot draws it.
          ...(entry.values instanceof Float64Array ? { paths: decimatedLinePaths, auto: false } : {}),
          value: (_u: uPlot, v: number | null) => formatValue(v),
        })),
      ],
      hooks: { draw: [() => onRendered?.()] },
    };
    const data = [x, ...series.map((entry) => entry.values)] as uPlot.AlignedData;
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
    const plot = plotRef.current;
    const size = { width, height: Math.max(50, height - (showLegend ? 30 : 0)) };
    // Only a real change: uPlot's setSize redraws everything (a second pass over every point).
    if (plot && (plot.width !== size.width || plot.height !== size.height)) plot.setSize(size);
  }, [width, height, showLegend]);

  return <div ref={divRef} style={{ width, height, color: theme.text, fontFamily: theme.fontFamily }} />;
}
