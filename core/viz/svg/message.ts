// The message a chart shows instead of a drawing (spec explore.md §8, word for word).
import type { VizTheme } from '../plugin/chart-props.ts';
import { svgDocument, text } from './elements.ts';
import { wrapText } from './measure-text.ts';

export const NO_RESULTS_MESSAGE = 'No results were returned for this query';
export const RENDER_ERROR_MESSAGE = 'An error occurred while rendering the visualization: %s';

/** 'An error occurred while rendering the visualization: <reason>'. */
export function renderErrorMessage(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return RENDER_ERROR_MESSAGE.replace('%s', reason);
}

/** A whole SVG document with `message` wrapped and centred on the theme's background. */
export function renderMessageSvg(
  message: string,
  size: { width: number; height: number },
  theme: Pick<VizTheme, 'background' | 'textMuted' | 'fontFamily' | 'fontSize'>,
): string {
  const fontSize = Math.max(10, Math.min(theme.fontSize + 2, size.height / 4));
  const lineHeight = fontSize * 1.4;
  const maxLines = Math.max(1, Math.floor((size.height - 16) / lineHeight));
  const lines = wrapText(message, Math.max(0, size.width - 32), fontSize, maxLines);
  const top = size.height / 2 - ((lines.length - 1) * lineHeight) / 2;
  const children = lines.map((content, index) =>
    text(content, {
      x: size.width / 2,
      y: top + index * lineHeight,
      fontSize,
      fill: theme.textMuted,
      anchor: 'middle',
      baseline: 'middle',
      fontFamily: theme.fontFamily,
    }),
  );
  return svgDocument(size.width, size.height, theme.background, children);
}
