import { describe, expect, it } from 'vitest';

import {
  DEFAULT_LEGEND_FORM_DATA,
  defaultLegendPadding,
  getChartPadding,
  getLegendProps,
  LegendOrientation,
  LegendType,
  TIMESERIES_CONSTANTS,
} from './echarts-defaults.ts';
import { deepMerge, echartsBaseOption, themedAxis, withEchartsTheme } from './echarts-theme.ts';
import { darkVizTheme, getVizTheme, lightVizTheme } from './viz-themes.ts';

// getLegendProps/getChartPadding behave as plugin-chart-echarts/src/utils/series.ts; the numbers are
// its defaults.ts and constants.ts.

describe('viz themes', () => {
  it('resolves a mode to its theme, light by default', () => {
    expect(getVizTheme('dark')).toBe(darkVizTheme);
    expect(getVizTheme(undefined)).toBe(lightVizTheme);
    expect(darkVizTheme.text).not.toBe(lightVizTheme.text);
  });
});

describe('echartsBaseOption', () => {
  it('colours text, legend and tooltip from the theme', () => {
    const dark = echartsBaseOption(darkVizTheme);
    expect(dark['darkMode']).toBe(true);
    expect(dark['textStyle']).toMatchObject({ color: darkVizTheme.text, fontFamily: darkVizTheme.fontFamily });
    expect(dark['tooltip']).toMatchObject({ backgroundColor: darkVizTheme.surface, textStyle: { color: '#e6e9ef' } });
    expect(dark['legend']).toMatchObject({ textStyle: { color: darkVizTheme.textMuted } });
    expect(echartsBaseOption(lightVizTheme)['darkMode']).toBe(false);
  });
  it('turns animation off for static (server) renders', () => {
    expect(echartsBaseOption(lightVizTheme, true)['animation']).toBe(false);
    expect(echartsBaseOption(lightVizTheme)['animation']).toBe(true);
  });
});

describe('themedAxis and withEchartsTheme', () => {
  it('themes an axis under the plugin’s own settings', () => {
    const axis = themedAxis(lightVizTheme, { type: 'value', axisLabel: { formatter: '{value}%' } });
    expect(axis).toMatchObject({
      type: 'value',
      axisLabel: { color: lightVizTheme.textMuted, formatter: '{value}%' },
      splitLine: { lineStyle: { color: lightVizTheme.gridLine } },
    });
  });
  it('themes single and listed axes and keeps the option’s own values', () => {
    const option = withEchartsTheme(
      {
        xAxis: { type: 'time' },
        yAxis: [{ type: 'value' }, { type: 'log', axisLine: { lineStyle: { color: '#ff0000' } } }],
        tooltip: { trigger: 'axis' },
        series: [{ type: 'line', data: [1, 2] }],
      },
      darkVizTheme,
    );
    expect(option['xAxis']).toMatchObject({ type: 'time', axisLabel: { color: darkVizTheme.textMuted } });
    const yAxes = option['yAxis'] as Record<string, unknown>[];
    expect(yAxes[0]).toMatchObject({ axisLine: { lineStyle: { color: darkVizTheme.border } } });
    expect(yAxes[1]).toMatchObject({ type: 'log', axisLine: { lineStyle: { color: '#ff0000' } } });
    expect(option['tooltip']).toMatchObject({ trigger: 'axis', backgroundColor: darkVizTheme.surface });
    expect(option['series']).toEqual([{ type: 'line', data: [1, 2] }]);
  });
  it('adds no legend to an option without one, and themes the one it has', () => {
    const bare = withEchartsTheme({ series: [{ type: 'boxplot', name: 'boxplot', data: [] }] }, darkVizTheme);
    expect(bare).not.toHaveProperty('legend');
    const withLegend = withEchartsTheme({ legend: { show: true, data: ['a'] } }, darkVizTheme);
    expect(withLegend['legend']).toMatchObject({
      show: true,
      data: ['a'],
      textStyle: { color: darkVizTheme.textMuted },
    });
  });
  it('replaces arrays rather than merging them', () => {
    expect(deepMerge({ a: [1, 2], b: { c: 1 } }, { a: [3], b: { d: 2 } })).toEqual({ a: [3], b: { c: 1, d: 2 } });
  });
});

describe('getLegendProps', () => {
  it('places the legend as Superset does', () => {
    expect(getLegendProps(LegendType.Scroll, LegendOrientation.Top, true, lightVizTheme)).toMatchObject({
      orient: 'horizontal',
      show: true,
      type: 'scroll',
      top: 0,
      right: 0,
      selector: ['all', 'inverse'],
    });
    expect(getLegendProps(LegendType.Scroll, LegendOrientation.Top, true, lightVizTheme, true)['right']).toBe(
      TIMESERIES_CONSTANTS.legendTopRightOffset,
    );
    const right = getLegendProps(LegendType.Plain, LegendOrientation.Right, false, darkVizTheme, true);
    expect(right).toMatchObject({ orient: 'vertical', show: false, type: 'plain', right: 0, top: 30 });
    expect(right['textStyle']).toMatchObject({ color: darkVizTheme.textMuted });
    expect(getLegendProps(LegendType.Plain, LegendOrientation.Bottom, true, lightVizTheme)).toMatchObject({
      bottom: 0,
    });
    expect(getLegendProps(LegendType.Plain, LegendOrientation.Left, true, lightVizTheme)).toMatchObject({ left: 0 });
  });
});

describe('getChartPadding', () => {
  it('adds the legend margin on the legend’s side', () => {
    expect(getChartPadding(true, LegendOrientation.Top)).toEqual({ top: 20, bottom: 0, left: 0, right: 0 });
    expect(getChartPadding(true, LegendOrientation.Left, null, { left: 5, top: 7 })).toEqual({
      top: 7,
      bottom: 0,
      left: 175,
      right: 0,
    });
    expect(getChartPadding(true, LegendOrientation.Right, 100)).toMatchObject({ right: 100 });
    expect(getChartPadding(true, LegendOrientation.Bottom, '30')).toMatchObject({
      bottom: defaultLegendPadding.bottom,
    });
    expect(getChartPadding(false, LegendOrientation.Top, 50, { top: 3 })).toMatchObject({ top: 3 });
  });
  it('starts from the shared legend defaults', () => {
    expect(DEFAULT_LEGEND_FORM_DATA).toEqual({
      legendMargin: null,
      legendOrientation: 'top',
      legendType: 'scroll',
      showLegend: true,
      legendSort: null,
    });
  });
});
