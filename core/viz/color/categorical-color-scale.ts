import { LabelsColorMap } from './labels-color-map.ts';
import { getCategoricalScheme } from './scheme-registry.ts';

// Superset's CategoricalColorScale (superset-ui-core/src/color/CategoricalColorScale.ts): a label
// keeps its colour; new labels take the scheme's colours in order, wrapping. Priority: a forced
// colour (form_data `label_colors`, custom per-label colours) > the dashboard's shared colour
// (`map_label_colors`, or the older `shared_label_colors` object) > the colour this chart already
// gave the label > the next scheme colour.

export interface CategoricalColorScale {
  (label: unknown, sliceId?: number): string;
  getColor(label: unknown, sliceId?: number): string;
  /** Forces a label's colour from now on. */
  setColor(label: unknown, color: string): CategoricalColorScale;
  /** Every label coloured so far (and forced ones) → colour. */
  getColorMap(): Record<string, string>;
  /** The labels in the order they were first coloured. */
  domain(): string[];
  readonly colors: readonly string[];
}

/** Labels are compared as trimmed strings (Superset's stringifyAndTrim). */
const clean = (label: unknown): string => String(label).trim();

export function createCategoricalColorScale(
  colors: readonly string[],
  forcedColors: Record<string, string | number> = {},
  shared?: LabelsColorMap | null,
): CategoricalColorScale {
  const forced = new Map<string, string>();
  for (const [label, value] of Object.entries(forcedColors)) {
    // A number is an index into the scheme, as Superset allows.
    forced.set(clean(label), typeof value === 'number' ? colors[value % colors.length]! : value);
  }
  const own = new Map<string, string>();
  const order: string[] = [];
  const ordinal = new Map<string, string>();

  const nextOrdinal = (label: string): string => {
    let color = ordinal.get(label);
    if (color === undefined) {
      color = colors[ordinal.size % colors.length]!;
      ordinal.set(label, color);
    }
    return color;
  };

  const getColor = (value: unknown, sliceId?: number): string => {
    const label = clean(value);
    const color = forced.get(label) ?? shared?.get(label) ?? own.get(label) ?? nextOrdinal(label);
    if (!own.has(label)) order.push(label);
    own.set(label, color);
    if (shared && sliceId !== undefined) shared.addSlice(label, color, sliceId);
    return color;
  };

  const scale: CategoricalColorScale = Object.assign((label: unknown, sliceId?: number) => getColor(label, sliceId), {
    getColor,
    setColor: (label: unknown, color: string) => {
      forced.set(clean(label), color);
      return scale;
    },
    getColorMap: () => ({ ...Object.fromEntries(own), ...Object.fromEntries(forced) }),
    domain: () => [...order],
    colors,
  });
  return scale;
}

/** The colour inputs of a saved chart's form_data (and what a dashboard adds to it). */
export interface ColorFormData {
  color_scheme?: string | null;
  label_colors?: Record<string, string> | null;
  map_label_colors?: Record<string, string> | null;
  /** Older dashboards stored the shared colours here as an object; newer ones as a list of labels. */
  shared_label_colors?: Record<string, string> | string[] | null;
}

/**
 * The scale a chart colours its series with: `color_scheme` (Superset's default when unknown),
 * `label_colors` forced, the dashboard's shared colours honoured. Pass the dashboard's
 * LabelsColorMap to share colours live between its charts.
 */
export function getCategoricalColorScale(
  formData: ColorFormData,
  shared?: LabelsColorMap | null,
): CategoricalColorScale {
  const scheme = getCategoricalScheme(formData.color_scheme);
  let sharedMap = shared ?? null;
  const legacyShared = Array.isArray(formData.shared_label_colors) ? undefined : formData.shared_label_colors;
  if (!sharedMap && (formData.map_label_colors || legacyShared)) {
    sharedMap = new LabelsColorMap({ ...(legacyShared ?? {}), ...(formData.map_label_colors ?? {}) });
  }
  return createCategoricalColorScale(scheme.colors, { ...(formData.label_colors ?? {}) }, sharedMap);
}
