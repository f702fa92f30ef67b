// The handlebars chart as a static SVG: the rendered template's text only (markup is never drawn
// on the server), wrapped to the width. Node has no CSP: the template is compiled here.
import type { RenderSvg } from '../../core/viz/index.ts';
import { renderErrorMessage, renderMessageSvg, svgDocument, text, wrapText } from '../../core/viz/svg/index.ts';
import { handlebars } from './environment.ts';
import { htmlToText } from './html-text.ts';
import type { HandlebarsRenderProps } from './types.ts';

function run(props: HandlebarsRenderProps): { html: string; error: string | null } {
  if (props.error) return { html: '', error: props.error };
  try {
    return { html: handlebars.compile(props.source)(props.context), error: null };
  } catch (error) {
    return { html: '', error: error instanceof Error ? error.message : String(error) };
  }
}

const renderSvg: RenderSvg<HandlebarsRenderProps> = (props, { width, height, theme }) => {
  const { html, error } = run(props);
  if (error) return renderMessageSvg(renderErrorMessage(error), { width, height }, theme);
  const fontSize = theme.fontSize;
  const lineHeight = fontSize * 1.5;
  const maxLines = Math.max(1, Math.floor((height - 16) / lineHeight));
  const lines: string[] = [];
  for (const paragraph of htmlToText(html).split('\n')) {
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
