import { interpolateHcl } from './hcl.ts';
import { getSequentialScheme } from './scheme-registry.ts';

// Superset's SequentialScheme.createLinearScale and getColors
// (superset-ui-core/src/color/SequentialScheme.ts): the scheme's colours spread evenly over
// [min, max], HCL interpolation between them, values outside clamped, missing values get the first colour.

export type SequentialColorFn = (value: number | null | undefined) => string;

/** A piecewise HCL scale over evenly spaced stops of `domain` for these colours. */
export function createLinearColorScale(
  colors: readonly string[],
  domain: readonly [number, number],
): SequentialColorFn {
  const [min, max] = domain;
  const n = colors.length;
  const segments = colors.slice(1).map((color, i) => interpolateHcl(colors[i]!, color));
  return (value) => {
    if (value === null || value === undefined || Number.isNaN(value)) return colors[0]!;
    if (n === 1) return interpolateHcl(colors[0]!, colors[0]!)(0);
    if (!(max > min)) return segments[0]!(0.5);
    const position = ((Math.max(min, Math.min(max, value)) - min) / (max - min)) * (n - 1);
    const i = Math.min(n - 2, Math.floor(position));
    return segments[i]!(position - i);
  };
}

/** The colour of a value between min and max in a sequential scheme (Superset's default when unknown). */
export function getSequentialColor(schemeId: string | null | undefined, min: number, max: number): SequentialColorFn {
  return createLinearColorScale(getSequentialScheme(schemeId).colors, [min, max]);
}

/** `count` colours sampled evenly from the scheme (within `extent` of it), as Superset's getColors. */
export function getSequentialColors(
  schemeId: string | null | undefined,
  count?: number,
  extent: readonly [number, number] = [0, 1],
): string[] {
  const { colors } = getSequentialScheme(schemeId);
  const n = count ?? colors.length;
  if (n === colors.length && extent[0] === 0 && extent[1] === 1) return [...colors];
  const scale = createLinearColorScale(colors, [0, 1]);
  return Array.from({ length: n }, (_, i) => {
    const t = n === 1 ? 0.5 : i / (n - 1);
    return scale(extent[0] + t * (extent[1] - extent[0]));
  });
}
