import { darkVizTheme, lightVizTheme, type VizTheme } from '../../core/viz/index.ts';

/**
 * The font resvg sets text in when a drawing's families are missing here (the theme's stack
 * starts with web fonts a server lacks): Liberation Sans ships with the usual fontconfig packages
 * and has Helvetica/Arial metrics, which the SVG kit's measureText assumes.
 */
export const SSR_FONT_FAMILY = 'Liberation Sans';

/** The SDK's light and dark chart themes: server drawings look as the browser's do. */
export const SSR_THEMES: Record<VizTheme['mode'], VizTheme> = { light: lightVizTheme, dark: darkVizTheme };
