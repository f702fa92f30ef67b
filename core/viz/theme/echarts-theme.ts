import type { VizTheme } from '../plugin/chart-props.ts';

// What every ECharts plugin spreads into its option so charts follow the light or dark theme (the
// colours Superset's Echart.tsx sets from its theme: text, legend, tooltip, axis pointer and axes).
// Plain objects: the same option renders in the browser and in server-side SVG.

type Option = Record<string, unknown>;

/** Top-level option keys: `{ ...echartsBaseOption(theme), series, xAxis: themedAxis(theme, {...}) }`. */
export function echartsBaseOption(theme: VizTheme, isStatic = false): Option {
  return {
    backgroundColor: 'transparent',
    darkMode: theme.mode === 'dark',
    animation: !isStatic,
    textStyle: { color: theme.text, fontFamily: theme.fontFamily, fontSize: theme.fontSize },
    title: { textStyle: { color: theme.text }, subtextStyle: { color: theme.textMuted } },
    legend: {
      textStyle: { color: theme.textMuted },
      pageTextStyle: { color: theme.textMuted },
      pageIconColor: theme.textMuted,
      pageIconInactiveColor: theme.border,
      inactiveColor: theme.border,
    },
    tooltip: {
      backgroundColor: theme.surface,
      borderColor: theme.border,
      textStyle: { color: theme.text, fontFamily: theme.fontFamily, fontSize: theme.fontSize },
    },
    axisPointer: {
      lineStyle: { color: theme.textMuted },
      label: { color: theme.background, backgroundColor: theme.textMuted },
    },
  };
}

/** Axis colours; `axis` (the plugin's own axis option) wins where it sets the same keys. */
export function themedAxis(theme: VizTheme, axis: Option = {}): Option {
  return deepMerge(
    {
      axisLabel: { color: theme.textMuted, fontFamily: theme.fontFamily },
      axisLine: { lineStyle: { color: theme.border } },
      axisTick: { lineStyle: { color: theme.border } },
      splitLine: { lineStyle: { color: theme.gridLine } },
      nameTextStyle: { color: theme.textMuted },
    },
    axis,
  );
}

const isPlainObject = (value: unknown): value is Option =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/** Merges `override` into `base` recursively (plain objects only; arrays and values are replaced). */
export function deepMerge(base: Option, override: Option): Option {
  const result: Option = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = result[key];
    result[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return result;
}

const AXES = ['xAxis', 'yAxis', 'radiusAxis', 'angleAxis', 'singleAxis'] as const;

/**
 * A finished option with the theme filled in underneath: the base keys merged below the option's
 * own, and every axis (single or list) themed. For plugins that build their option first.
 */
export function withEchartsTheme(option: Option, theme: VizTheme, isStatic = false): Option {
  const result = deepMerge(echartsBaseOption(theme, isStatic), option);
  for (const key of AXES) {
    const axis = option[key];
    if (Array.isArray(axis)) result[key] = axis.map((a) => (isPlainObject(a) ? themedAxis(theme, a) : a));
    else if (isPlainObject(axis)) result[key] = themedAxis(theme, axis);
  }
  const legend = option['legend'];
  // A legend only where the plugin asks for one: a themed `legend` alone would make ECharts draw
  // one (each series' name, and a dot on every region of a map series) for charts that have none.
  if (legend === undefined) delete result['legend'];
  else if (Array.isArray(legend)) {
    const base = echartsBaseOption(theme)['legend'] as Option;
    result['legend'] = legend.map((l) => (isPlainObject(l) ? deepMerge(base, l) : l));
  }
  return result;
}
