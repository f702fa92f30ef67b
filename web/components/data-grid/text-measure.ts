/** Average glyph widths of the grid's 12px text, for estimates where there is no canvas. */
export const CHAR_PX = 7.2;
export const HEADER_CHAR_PX = 8.4;

/** Width in CSS pixels of a text in the grid's cell font, or in its header font. */
export interface TextMeasure {
  cell(text: string): number;
  /** Numbers in tabular digits: every digit as wide as the widest one. */
  tabular(text: string): number;
  header(text: string): number;
}

const DIGITS = /[0-9]/g;

/** Estimates from average glyph widths, where there is no canvas (tests in Node, old browsers). */
export const ESTIMATED_MEASURE: TextMeasure = {
  cell: (text) => text.length * CHAR_PX,
  tabular: (text) => text.length * CHAR_PX,
  header: (text) => text.length * HEADER_CHAR_PX,
};

/** The grid's fonts from the theme's tokens (the same custom properties its CSS uses). */
function gridFonts(): { cell: string; header: string } {
  const style = getComputedStyle(document.documentElement);
  const family = style.getPropertyValue('--font-family').trim() || 'system-ui, sans-serif';
  const size = style.getPropertyValue('--font-size-sm').trim() || '12px';
  const bold = style.getPropertyValue('--font-weight-bold').trim() || '600';
  return { cell: `${size} ${family}`, header: `${bold} ${size} ${family}` };
}

/**
 * Measures text with canvas `measureText` in the grid's fonts. Canvas has no tabular-digit
 * switch, so numbers are measured with each digit replaced by the font's widest digit (which is
 * what tabular figures are at most). Falls back to estimates without a canvas.
 */
export function canvasTextMeasure(): TextMeasure {
  if (typeof document === 'undefined') return ESTIMATED_MEASURE;
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return ESTIMATED_MEASURE;
  const fonts = gridFonts();
  ctx.font = fonts.cell;
  let widestDigit = '0';
  for (let d = 1; d <= 9; d++)
    if (ctx.measureText(String(d)).width > ctx.measureText(widestDigit).width) widestDigit = String(d);
  let current = fonts.cell;
  const width = (font: string, text: string) => {
    if (current !== font) ctx.font = current = font;
    return ctx.measureText(text).width;
  };
  return {
    cell: (text) => width(fonts.cell, text),
    tabular: (text) => width(fonts.cell, text.replace(DIGITS, widestDigit)),
    header: (text) => width(fonts.header, text),
  };
}

let shared: TextMeasure | null = null;
/** One measurer for the page (fonts come from the theme, the same in light and dark). */
export function gridTextMeasure(): TextMeasure {
  shared ??= canvasTextMeasure();
  return shared;
}
