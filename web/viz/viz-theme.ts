import { useSnapshot } from 'valtio';
import type { VizTheme } from '../../core/viz/index.ts';
import { themeStore } from '../theme/theme-store.ts';
import { SHARED_TOKENS, THEMES, type ThemeName } from '../theme/theme-tokens.ts';

// Placeholder until the viz SDK's lightVizTheme/darkVizTheme land in core/viz/theme/: the app's own
// tokens, resolved to colours (a chart draws on a canvas and in SSR, where CSS variables do not apply).
function fromTokens(name: ThemeName): VizTheme {
  const c = THEMES[name];
  return Object.freeze({
    mode: name,
    background: c['color-surface'],
    surface: c['color-surface'],
    text: c['color-text'],
    textMuted: c['color-text-muted'],
    border: c['color-border'],
    gridLine: c['color-border'],
    primary: c['color-primary'],
    positive: c['color-success'],
    negative: c['color-danger'],
    fontFamily: SHARED_TOKENS['font-family'],
    fontSize: 12,
  });
}

const VIZ_THEMES: Record<ThemeName, VizTheme> = { light: fromTokens('light'), dark: fromTokens('dark') };

export function vizThemeOf(name: ThemeName): VizTheme {
  return VIZ_THEMES[name];
}

/** The viz theme of the theme showing now; components re-render when the user switches light/dark. */
export function useVizTheme(): VizTheme {
  return vizThemeOf(useSnapshot(themeStore).applied);
}
