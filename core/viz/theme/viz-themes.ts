import type { VizTheme } from '../plugin/chart-props.ts';

// The two themes charts draw with. Their colours are the app's theme tokens
// (web/theme/theme-tokens.ts, duplicated here because core cannot import web; a web test keeps them
// equal): `background` is the card a chart sits on (color-surface), `surface` the raised layer a
// tooltip uses (color-surface-raised), `border` axis lines (color-border-strong), `gridLine` split
// lines (color-border).

const FONT_FAMILY = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const lightVizTheme: VizTheme = {
  mode: 'light',
  background: '#ffffff',
  surface: '#ffffff',
  text: '#1b1f27',
  textMuted: '#5c6573',
  border: '#cdd2da',
  gridLine: '#e3e6eb',
  primary: '#2f6fde',
  positive: '#1e8a4c',
  negative: '#cf3a34',
  fontFamily: FONT_FAMILY,
  fontSize: 12,
};

export const darkVizTheme: VizTheme = {
  mode: 'dark',
  background: '#171b22',
  surface: '#1d222b',
  text: '#e6e9ef',
  textMuted: '#9ba4b2',
  border: '#363e4b',
  gridLine: '#272d38',
  primary: '#5b93f5',
  positive: '#4cc384',
  negative: '#f0625c',
  fontFamily: FONT_FAMILY,
  fontSize: 12,
};

export const getVizTheme = (mode: VizTheme['mode'] | null | undefined): VizTheme =>
  mode === 'dark' ? darkVizTheme : lightVizTheme;
