// Fixed themes for viz plugins' tests (imported only by *.test.ts(x) files). Not the app's themes
// (core/viz/theme/viz-themes.ts): tests pin their own colours so a palette change cannot move them.
import type { VizTheme } from '../plugin/chart-props.ts';

/** A light theme for transform-props tests. */
export const TEST_LIGHT_THEME: VizTheme = {
  mode: 'light',
  background: '#ffffff',
  surface: '#f5f5f5',
  text: '#1f1f1f',
  textMuted: '#6b6b6b',
  border: '#d9d9d9',
  gridLine: '#eeeeee',
  primary: '#2893b3',
  positive: '#5ac189',
  negative: '#e04355',
  fontFamily: 'Inter',
  fontSize: 12,
};

/** A light theme for the table-like charts' render and React tests. */
export const TEST_TABLE_THEME: VizTheme = {
  mode: 'light',
  background: '#ffffff',
  surface: '#f5f5f5',
  text: '#111111',
  textMuted: '#666666',
  border: '#dddddd',
  gridLine: '#eeeeee',
  primary: '#1f77b4',
  positive: '#2ca02c',
  negative: '#d62728',
  fontFamily: 'sans-serif',
  fontSize: 12,
};

/** A dark theme, for tests that check a chart follows the dark mode. */
export const TEST_DARK_THEME: VizTheme = {
  mode: 'dark',
  background: '#101418',
  surface: '#1b2026',
  text: '#e6e6e6',
  textMuted: '#9aa0a6',
  border: '#333a40',
  gridLine: '#262b30',
  primary: '#4c9be8',
  positive: '#5ac18e',
  negative: '#e5675b',
  fontFamily: 'sans-serif',
  fontSize: 12,
};
