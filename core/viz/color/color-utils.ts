// Small colour helpers the chart plugins need (Superset's superset-ui-core/src/color/utils.ts
// addAlpha, getContrastingColor, rgbToHex, isValidHexColor; plus parsing and interpolation so
// no colour library is needed in core).

export interface RGBA {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** The CSS colour names Superset's schemes use, and a few common ones. */
const NAMED: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  yellow: '#ffff00',
  green: '#008000',
  blue: '#0000ff',
  orange: '#ffa500',
  purple: '#800080',
  gray: '#808080',
  grey: '#808080',
  transparent: '#00000000',
};

const HEX = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+%?)\s*)?\)$/i;

export const isValidHexColor = (color: unknown): color is string => typeof color === 'string' && HEX.test(color);

/** Parses '#abc', '#aabbcc', '#aabbccdd', 'rgb(…)', 'rgba(…)' or a named colour; undefined when it cannot. */
export function parseColor(color: string): RGBA | undefined {
  const text = NAMED[color.trim().toLowerCase()] ?? color.trim();
  const hex = HEX.exec(text);
  if (hex) {
    let digits = hex[1]!;
    if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
    const byte = (i: number): number => Number.parseInt(digits.slice(i, i + 2), 16);
    return { r: byte(0), g: byte(2), b: byte(4), a: digits.length === 8 ? Math.round((byte(6) / 255) * 100) / 100 : 1 };
  }
  const rgb = RGB.exec(text);
  if (rgb) {
    const alpha = rgb[4];
    const a = alpha === undefined ? 1 : alpha.endsWith('%') ? Number.parseFloat(alpha) / 100 : Number(alpha);
    return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a };
  }
  return undefined;
}

/** '#1FA8C9' → { r: 31, g: 168, b: 201, a: 1 }; throws on what is no colour. */
export function hexToRgb(color: string): RGBA {
  const parsed = parseColor(color);
  if (!parsed) throw new Error(`Invalid color: ${color}`);
  return parsed;
}

const hex2 = (n: number): string =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

/** (31, 168, 201) → '#1FA8C9', as Superset writes it (upper case). */
export const rgbToHex = (r: number, g: number, b: number): string => `#${hex2(r)}${hex2(g)}${hex2(b)}`.toUpperCase();

/** A colour with an opacity, as an ECharts-friendly 'rgba(r, g, b, a)' string. */
export function rgba(color: string, alpha: number): string {
  const { r, g, b } = hexToRgb(color);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** Superset's addAlpha: appends the opacity (0..1) as a hex byte: ('#1FA8C9', 0.5) → '#1FA8C980'. */
export function addAlpha(color: string, opacity: number): string {
  if (opacity > 1 || opacity < 0) throw new Error(`The opacity should between 0 and 1, but got: ${opacity}`);
  return `${color}${`0${Math.round(opacity * 255)
    .toString(16)
    .toUpperCase()}`.slice(-2)}`;
}

/** Black or white text on this background (Superset's luminance threshold 186). */
export function getContrastingColor(color: string, threshold = 186): '#000' | '#FFF' {
  const { r, g, b } = hexToRgb(color);
  return r * 0.299 + g * 0.587 + b * 0.114 > threshold ? '#000' : '#FFF';
}

/** Linear RGB interpolation between two colours, t in [0, 1]; a hex colour. */
export function interpolateColor(from: string, to: string, t: number): string {
  const a = hexToRgb(from);
  const b = hexToRgb(to);
  const k = Math.max(0, Math.min(1, t));
  return rgbToHex(a.r + (b.r - a.r) * k, a.g + (b.g - a.g) * k, a.b + (b.b - a.b) * k);
}

/**
 * The text colour readable on `background` (any alpha) laid over `base`: `dark` on a light result,
 * `light` on a dark one (Superset's luminance threshold). E.g. a pale conditional-formatting colour
 * needs dark text even on a dark theme.
 */
export function readableTextOn(background: string, base: string, dark: string, light: string): string {
  const top = parseColor(background);
  const under = parseColor(base);
  if (!top || !under) return dark;
  const mix = (a: number, b: number) => a * top.a + b * (1 - top.a);
  const blended = rgbToHex(mix(top.r, under.r), mix(top.g, under.g), mix(top.b, under.b));
  return getContrastingColor(blended) === '#000' ? dark : light;
}
