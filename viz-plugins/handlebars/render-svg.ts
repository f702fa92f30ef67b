// The handlebars chart as a static SVG: the rendered template's text only (markup is never drawn
// on the server), wrapped to the width.
import type { RenderSvg } from '../../core/viz/index.ts';
import { renderErrorMessage, renderMessageSvg, svgDocument, text, wrapText } from '../../core/viz/svg/index.ts';
import { htmlToText } from './html-text.ts';
import type { HandlebarsRenderProps } from './types.ts';

const renderSvg: RenderSvg<HandlebarsRenderProps> = (props, { width, height, theme }) => {
  if (props.error) return renderMessageSvg(renderErrorMessage(props.error), { width, height }, theme);
  const fontSize = theme.fontSize;
  const lineHeight = fontSize * 1.5;
  const maxLines = Math.max(1, Math.floor((height - 16) / lineHeight));
  const lines: string[] = [];
  for (const paragraph of htmlToText(props.html).split('\n')) {
    if (lines.length >= maxLines) break;
    lines.push(...wrapText(paragraph, width - 16, fontSize, maxLines - lines.length));
  }
  const children = lines.map((line, i) =>
    text(line, {
      x: 8,
      y: 8 + i * lineHeight,
      fontSize,
      fill: theme.text,
      baseline: 'hanging',
      fontFamily: theme.fontFamily,
    }),
  );
  return svgDocument(width, height, theme.background, children);
};

export default renderSvg;
