// Approximate text widths for static SVG layout, without a canvas: per-glyph advance widths of a
// Helvetica/Arial-metric sans font (Liberation Sans, which server/viz renders with, shares them).

// Advance widths in 1/1000 em for ASCII 32..126 (Helvetica's published metrics).
// prettier-ignore
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space .. /
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0 .. ?
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ .. O
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P .. _
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` .. o
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p .. ~
];

/** The width of a glyph outside ASCII: the average lowercase width, or a full em for wide scripts. */
function glyphWidth(codePoint: number): number {
  if (codePoint >= 32 && codePoint <= 126) return ASCII_WIDTHS[codePoint - 32] ?? 556;
  if (codePoint < 32) return 0;
  if (isWide(codePoint)) return 1000;
  return 556;
}

/** East Asian wide and fullwidth ranges (CJK, Hangul, kana, fullwidth forms) and emoji. */
function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x1f300 && cp <= 0x1faff) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  );
}

/** Bold glyphs of a Helvetica-metric font are about 8 % wider on average. */
const BOLD_FACTOR = 1.08;

/** Approximate width in px of `text` set in a sans font of `fontSize` px. */
export function measureText(text: string, fontSize: number, fontWeight: 'normal' | 'bold' = 'normal'): number {
  let units = 0;
  for (const char of text) units += glyphWidth(char.codePointAt(0) ?? 0);
  return (units / 1000) * fontSize * (fontWeight === 'bold' ? BOLD_FACTOR : 1);
}

export const ELLIPSIS = '…';

/**
 * `text` shortened with an ellipsis so it fits `maxWidth` px (whole code points, never half a
 * surrogate pair); the text itself when it fits; '' when not even the ellipsis fits.
 */
export function truncateText(
  text: string,
  maxWidth: number,
  fontSize: number,
  fontWeight: 'normal' | 'bold' = 'normal',
): string {
  if (measureText(text, fontSize, fontWeight) <= maxWidth) return text;
  const ellipsisWidth = measureText(ELLIPSIS, fontSize, fontWeight);
  if (ellipsisWidth > maxWidth) return '';
  const chars = Array.from(text);
  let width = ellipsisWidth;
  let kept = 0;
  for (const char of chars) {
    const next = width + measureText(char, fontSize, fontWeight);
    if (next > maxWidth) break;
    width = next;
    kept += 1;
  }
  return chars.slice(0, kept).join('').trimEnd() + ELLIPSIS;
}

/**
 * Greedy word wrap into lines no wider than `maxWidth`; a word longer than a line is cut with an
 * ellipsis. At most `maxLines` lines: the last one ends with an ellipsis when text was left over.
 */
export function wrapText(text: string, maxWidth: number, fontSize: number, maxLines = Infinity): string[] {
  const words = text.split(/\s+/).filter((word) => word.length > 0);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (measureText(candidate, fontSize) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = measureText(word, fontSize) <= maxWidth ? word : truncateText(word, maxWidth, fontSize);
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  if (maxLines < 1) return [];
  // Greedy wrapping never leaves two lines that fit together, so the rest joined overflows the
  // last line and truncation gives it its ellipsis.
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = truncateText(lines.slice(maxLines - 1).join(' '), maxWidth, fontSize);
  return kept;
}
