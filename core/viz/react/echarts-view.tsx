import type { EChartsType } from 'echarts/core';
import { init } from 'echarts/core';
import { useEffect, useRef } from 'react';

export type EChartsEventHandlers = Record<string, (params: Record<string, unknown>) => void>;

export interface EChartsViewProps {
  /** The option `transformProps` built; set whole (notMerge) on every change. */
  option: Record<string, unknown>;
  width: number;
  height: number;
  /** ECharts events (click, contextmenu, legendselectchanged…) to their handlers. */
  eventHandlers?: EChartsEventHandlers;
  /** Called once the option has been drawn. */
  onRendered?: () => void;
  onError?: (error: Error) => void;
}

interface Size {
  width: number;
  height: number;
}

/** Whether the chart must be resized: no size yet, or another one. */
export function sizeChanged(drawn: Size | null, next: Size): boolean {
  return !drawn || drawn.width !== next.width || drawn.height !== next.height;
}

/**
 * Draws an ECharts option in a div of the given size. Each plugin registers the ECharts parts it
 * uses (`use([...])` from echarts/core in its chart.tsx) so every chart stays its own small chunk.
 * The host measures the container and passes width and height; this never reads the DOM itself.
 */
export function EChartsView({ option, width, height, eventHandlers, onRendered, onError }: EChartsViewProps) {
  const divRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);
  /** The size the chart was made or last resized to. */
  const sizeRef = useRef<Size | null>(null);

  useEffect(() => {
    const element = divRef.current;
    if (!element) return;
    const chart = init(element, null, { renderer: 'canvas', width, height });
    chartRef.current = chart;
    sizeRef.current = { width, height };
    return () => {
      chart.dispose();
      chartRef.current = null;
    };
    // The instance lives as long as the element; size changes go through resize below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    try {
      chart.setOption(option, { notMerge: true, lazyUpdate: false });
      onRendered?.();
    } catch (error) {
      onError?.(error instanceof Error ? error : new Error(String(error)));
    }
  }, [option, onRendered, onError]);

  // Only a real change of size: the first draw already has it (a resize lays out and paints again).
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !sizeChanged(sizeRef.current, { width, height })) return;
    sizeRef.current = { width, height };
    chart.resize({ width, height });
  }, [width, height]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !eventHandlers) return;
    const entries = Object.entries(eventHandlers);
    for (const [name, handler] of entries) chart.on(name, handler as (params: unknown) => void);
    return () => {
      for (const [name, handler] of entries) chart.off(name, handler as (params: unknown) => void);
    };
  }, [eventHandlers]);

  return <div ref={divRef} style={{ width, height }} />;
}
