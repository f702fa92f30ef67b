import type { VizTheme } from '../../core/viz/index.ts';

/**
 * The font static drawings are set in on this server: Liberation Sans ships with the usual
 * fontconfig packages and has Helvetica/Arial metrics, which the SVG kit's measureText assumes.
 */
export const SSR_FONT_FAMILY = 'Liberation Sans';

/** The resolved theme tokens server-side drawings use (no CSS variables without a browser). */
export const SSR_THEMES: Record<VizTheme['mode'], VizTheme> = {
  light: {
    mode: 'light',
    background: '#ffffff',
    surface: '#f7f7f7',
    text: '#1f1f1f',
    textMuted: '#6b6b6b',
    border: '#e0e0e0',
    gridLine: '#efefef',
    primary: '#20a7c9',
    positive: '#5ac189',
    negative: '#e04355',
    fontFamily: SSR_FONT_FAMILY,
    fontSize: 12,
  },
  dark: {
    mode: 'dark',
    background: '#1b1b1f',
    surface: '#25252b',
    text: '#ececf0',
    textMuted: '#a2a2ab',
    border: '#3b3b43',
    gridLine: '#2d2d34',
    primary: '#45bed6',
    positive: '#6fd39c',
    negative: '#f0697a',
    fontFamily: SSR_FONT_FAMILY,
    fontSize: 12,
  },
};
