import { useSnapshot } from 'valtio';
import { getVizTheme, type VizTheme } from '../../core/viz/index.ts';
import { themeStore } from '../theme/theme-store.ts';

/** The viz SDK's theme of the light/dark theme showing now; components re-render when the user switches. */
export function useVizTheme(): VizTheme {
  return getVizTheme(useSnapshot(themeStore).applied);
}
