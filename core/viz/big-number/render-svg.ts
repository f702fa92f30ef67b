// The static SVG of a big number (server-side rendering: thumbnails, reports): the number, the
// subheader, the timestamp, and the trendline as a filled polyline.
import type { VizTheme } from '../plugin/chart-props.ts';
import { NO_DATA_TEXT, type BigNumberRenderProps } from './big-number-props.ts';
import { bigNumberLayout } from './layout.ts';

export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

function trendlinePath(points: [number, number | null][], width: number, top: number, height: number) {
  const present = points.filter((p): p is [number, number] => p[1] !== null);
  if (present.length === 0) return null;
  const xs = points.map((p) => p[0]);
  const ys = present.map((p) => p[1]);
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  const [y0, y1] = [Math.min(...ys), Math.max(...ys)];
  const sx = (x: number) => (x1 === x0 ? width / 2 : ((x - x0) / (x1 - x0)) * width);
  const sy = (y: number) => top + height - (y1 === y0 ? height / 2 : ((y - y0) / (y1 - y0)) * height * 0.9);
  const line = present.map(([x, y]) => `${sx(x).toFixed(1)},${sy(y).toFixed(1)}`).join(' ');
  const area = `${sx(present[0][0]).toFixed(1)},${top + height} ${line} ${sx(present[present.length - 1][0]).toFixed(1)},${top + height}`;
  return { line, area };
}

export function renderBigNumberSvg(
  props: BigNumberRenderProps,
  size: { width: number; height: number; theme: VizTheme },
) {
  const { width, height, theme } = size;
  const layout = bigNumberLayout({ ...props, hasTrendline: Boolean(props.trendline) }, width, height);
  const font = escapeXml(theme.fontFamily);
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="100%" height="100%" fill="${theme.background}"/>`,
  ];
  const text = (value: string, y: number, fontSize: number, fill: string, weight = 'normal') =>
    `<text x="${width / 2}" y="${y.toFixed(1)}" text-anchor="middle" font-family="${font}" font-size="${fontSize}" font-weight="${weight}" fill="${fill}">${escapeXml(value)}</text>`;
  parts.push(
    text(
      props.headerText ?? NO_DATA_TEXT,
      layout.header.y,
      layout.header.fontSize,
      props.headerColor ?? theme.text,
      '600',
    ),
  );
  if (props.subheaderText) {
    const fill =
      props.changeSign === 'positive'
        ? theme.positive
        : props.changeSign === 'negative'
          ? theme.negative
          : theme.textMuted;
    parts.push(text(props.subheaderText, layout.subheader.y, layout.subheader.fontSize, fill));
  }
  if (props.timestampText && layout.timestamp) {
    parts.push(text(props.timestampText, layout.timestamp.y, layout.timestamp.fontSize, theme.textMuted));
  }
  if (props.trendline && layout.trendline) {
    const path = trendlinePath(props.trendline.points, width, layout.trendline.top, layout.trendline.height);
    if (path) {
      const color = props.trendline.color;
      parts.push(`<polygon points="${path.area}" fill="${color}" fill-opacity="0.25"/>`);
      parts.push(`<polyline points="${path.line}" fill="none" stroke="${color}" stroke-width="2"/>`);
    }
  }
  if (props.comparisons?.length && layout.comparisons) {
    const { fontSize, y } = layout.comparisons;
    const slot = width / props.comparisons.length;
    props.comparisons.forEach((item, index) => {
      const x = slot * index + slot / 2;
      const fill = item.tone === 'positive' ? theme.positive : item.tone === 'negative' ? theme.negative : theme.text;
      parts.push(
        `<text x="${x.toFixed(1)}" y="${(y - fontSize * 1.2).toFixed(1)}" text-anchor="middle" font-family="${font}" font-size="${Math.round(fontSize * 0.8)}" fill="${theme.textMuted}">${escapeXml(`${item.symbol} ${item.label}`)}</text>`,
        `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" text-anchor="middle" font-family="${font}" font-size="${fontSize}" font-weight="600" fill="${fill}">${escapeXml(item.value)}</text>`,
      );
    });
  }
  parts.push('</svg>');
  return parts.join('');
}
