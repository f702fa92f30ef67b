// SVG element builders for static renderers: each returns SVG text, escaping every value.
import { escapeText, num, svgAttributes } from './escape.ts';
import { truncateText } from './measure-text.ts';

/** The sans font stack static drawings name; server/viz renders it with a font that exists. */
export const SVG_FONT_FAMILY = 'Liberation Sans, Arial, Helvetica, DejaVu Sans, sans-serif';

/** A whole SVG document of `width`×`height` px with a background rectangle (none when background is null). */
export function svgDocument(
  width: number,
  height: number,
  background: string | null,
  children: string | string[],
): string {
  const body = Array.isArray(children) ? children.join('') : children;
  const backdrop = background ? rect({ x: 0, y: 0, width, height, fill: background }) : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg"${svgAttributes({ width, height, viewBox: `0 0 ${num(width)} ${num(height)}` })}>` +
    backdrop +
    body +
    '</svg>'
  );
}

export interface RectOptions {
  x: number;
  y: number;
  width: number;
  height: number;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  rx?: number;
  opacity?: number;
}

export function rect(options: RectOptions): string {
  return `<rect${svgAttributes({
    x: options.x,
    y: options.y,
    width: Math.max(0, options.width),
    height: Math.max(0, options.height),
    rx: options.rx,
    fill: options.fill ?? 'none',
    stroke: options.stroke,
    'stroke-width': options.strokeWidth,
    opacity: options.opacity,
  })}/>`;
}

export interface LineOptions {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  stroke: string;
  strokeWidth?: number;
  dash?: string;
}

export function line(options: LineOptions): string {
  return `<line${svgAttributes({
    x1: options.x1,
    y1: options.y1,
    x2: options.x2,
    y2: options.y2,
    stroke: options.stroke,
    'stroke-width': options.strokeWidth ?? 1,
    'stroke-dasharray': options.dash,
  })}/>`;
}

export interface PathOptions {
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  opacity?: number;
  strokeLinejoin?: 'round' | 'miter' | 'bevel';
}

/** A path from its `d` data (build it with `polylinePath` or by hand). */
export function path(d: string, options: PathOptions = {}): string {
  return `<path${svgAttributes({
    d,
    fill: options.fill ?? 'none',
    stroke: options.stroke,
    'stroke-width': options.strokeWidth,
    'stroke-linejoin': options.strokeLinejoin,
    opacity: options.opacity,
  })}/>`;
}

/** Path data through the given points ("M x y L x y …"); non-finite points break the line. */
export function polylinePath(points: readonly (readonly [number, number])[], close = false): string {
  const commands: string[] = [];
  let pen = false;
  for (const [x, y] of points) {
    if (!Number.isFinite(x) || !Number.isFinite(y)) {
      pen = false;
      continue;
    }
    commands.push(`${pen ? 'L' : 'M'}${num(x)} ${num(y)}`);
    pen = true;
  }
  if (close && commands.length > 0) commands.push('Z');
  return commands.join(' ');
}

export interface TextOptions {
  x: number;
  y: number;
  fontSize: number;
  fill: string;
  fontFamily?: string;
  fontWeight?: 'normal' | 'bold';
  anchor?: 'start' | 'middle' | 'end';
  /** Where `y` sits on the line; 'middle' centres the text on `y`. */
  baseline?: 'alphabetic' | 'middle' | 'hanging';
  /** When set, the text is truncated with an ellipsis to fit this width (approximate metrics). */
  maxWidth?: number;
  opacity?: number;
}

/**
 * A text element. The baseline is applied as an offset on `y` rather than `dominant-baseline`,
 * which some SVG renderers ignore; the full text stays in a <title> when it was truncated.
 */
export function text(content: string, options: TextOptions): string {
  const weight = options.fontWeight ?? 'normal';
  const shown =
    options.maxWidth === undefined ? content : truncateText(content, options.maxWidth, options.fontSize, weight);
  if (!shown) return '';
  const baselineShift =
    options.baseline === 'middle'
      ? options.fontSize * 0.35
      : options.baseline === 'hanging'
        ? options.fontSize * 0.8
        : 0;
  const title = shown === content ? '' : `<title>${escapeText(content)}</title>`;
  return `<text${svgAttributes({
    x: options.x,
    y: options.y + baselineShift,
    'font-family': options.fontFamily ?? SVG_FONT_FAMILY,
    'font-size': options.fontSize,
    'font-weight': weight === 'bold' ? 'bold' : undefined,
    'text-anchor': options.anchor && options.anchor !== 'start' ? options.anchor : undefined,
    fill: options.fill,
    opacity: options.opacity,
  })}>${title}${escapeText(shown)}</text>`;
}

/** A group, optionally translated. */
export function group(children: string | string[], translate?: { x: number; y: number }): string {
  const body = Array.isArray(children) ? children.join('') : children;
  const transform = translate ? `translate(${num(translate.x)} ${num(translate.y)})` : undefined;
  return `<g${svgAttributes({ transform })}>${body}</g>`;
}
