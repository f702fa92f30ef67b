import { hexToRgb, isValidHexColor } from './color-utils.ts';

/** Perceived brightness 0–255 (the YIQ weights `getContrastingColor` uses). */
const brightness = (color: string): number => {
  const { r, g, b } = hexToRgb(color);
  return 0.299 * r + 0.587 * g + 0.114 * b;
};

/** Below this a fill is lost on the dark theme's card (#171b22 is about 26). */
const DARK_MIN_BRIGHTNESS = 40;

/**
 * A sequential scheme's colours for a map or area fill on this theme: on dark, the near-black
 * colours at a scheme's end (superset_seq_1's #251354, #050415) are dropped so the highest values
 * stay visible against the background; at least two colours are kept. Light returns them as they are.
 */
export function visibleSchemeColors(colors: readonly string[], mode: 'light' | 'dark'): string[] {
  if (mode !== 'dark') return [...colors];
  const kept = colors.filter((c) => !isValidHexColor(c) || brightness(c) >= DARK_MIN_BRIGHTNESS);
  return kept.length >= 2 ? kept : [...colors];
}
