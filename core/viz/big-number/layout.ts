// Font sizing of big numbers, shared by the React view and the SVG renderer so both look alike:
// the text's height is its share of the chart height, shrunk until it fits the width.

/** Average glyph width as a share of the font size (digits and punctuation in a sans font). */
const GLYPH_WIDTH = 0.6;

export function fitFontSize(text: string, share: number, width: number, height: number): number {
  const byHeight = Math.max(8, height * share);
  const byWidth = (width * 0.9) / Math.max(1, text.length * GLYPH_WIDTH);
  return Math.floor(Math.max(8, Math.min(byHeight, byWidth)));
}

export interface BigNumberLayout {
  header: { fontSize: number; y: number };
  subheader: { fontSize: number; y: number };
  timestamp?: { fontSize: number; y: number };
  trendline?: { top: number; height: number };
  /** The comparison row (pop_kpi): its baseline and font size. */
  comparisons?: { fontSize: number; y: number };
}

/** Vertical positions (baselines, px) of the parts of a big number of the given size. */
export function bigNumberLayout(
  props: {
    headerText: string | null;
    headerFontSize: number;
    subheaderText: string;
    subheaderFontSize: number;
    timestampText?: string;
    hasTrendline: boolean;
    comparisons?: readonly unknown[];
  },
  width: number,
  height: number,
): BigNumberLayout {
  const textHeight = props.hasTrendline ? height * 0.55 : height;
  const header = fitFontSize(
    props.headerText ?? 'No data',
    props.headerFontSize,
    width,
    props.hasTrendline ? height : textHeight,
  );
  const sub = props.subheaderText
    ? fitFontSize(props.subheaderText, props.subheaderFontSize, width, props.hasTrendline ? height : textHeight)
    : 0;
  const stamp = props.timestampText ? Math.max(10, Math.round(sub || header * 0.3) * 0.8) : 0;
  const compare = props.comparisons?.length ? Math.max(10, Math.round(Math.min(height * 0.08, width / 30))) : 0;
  const block = header + (sub ? sub * 1.3 : 0) + (stamp ? stamp * 1.3 : 0) + (compare ? compare * 3 : 0);
  const top = Math.max(0, (textHeight - block) / 2);
  const headerY = top + header * 0.85;
  const subY = headerY + (sub ? sub * 1.3 : 0);
  const stampY = subY + (stamp ? stamp * 1.3 : 0);
  return {
    header: { fontSize: header, y: headerY },
    subheader: { fontSize: sub, y: subY },
    ...(stamp ? { timestamp: { fontSize: stamp, y: stampY } } : {}),
    ...(props.hasTrendline ? { trendline: { top: textHeight, height: height - textHeight } } : {}),
    ...(compare
      ? { comparisons: { fontSize: compare, y: stampY + (stamp || sub || header) * 0.25 + compare * 2.4 } }
      : {}),
  };
}
