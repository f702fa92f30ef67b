import type { RenderSvg } from '../../core/viz/index.ts';
import { horizonLayout } from './horizon-layout.ts';
import type { HorizonRenderProps } from './transform-props.ts';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The static horizon chart: the same rows and bands as the React view. */
const renderSvg: RenderSvg<HorizonRenderProps> = (props, { width, height, theme }) => {
  const labelWidth = Math.min(160, width * 0.25);
  const rows = horizonLayout(props.series, {
    width,
    rowHeight: props.seriesHeight,
    colorScale: props.colorScale,
    labelWidth,
  });
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="100%" height="100%" fill="${theme.background}"/>`,
  ];
  for (const row of rows) {
    for (const area of row.areas) parts.push(`<polygon points="${area.points}" fill="${area.color}"/>`);
    parts.push(
      `<line x1="${labelWidth}" x2="${width}" y1="${row.top + row.height}" y2="${row.top + row.height}" stroke="${theme.gridLine}"/>`,
      `<text x="4" y="${(row.top + row.height / 2 + theme.fontSize / 3).toFixed(1)}" font-family="${escapeXml(theme.fontFamily)}" font-size="${theme.fontSize}" fill="${theme.text}">${escapeXml(row.key)}</text>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
};

export default renderSvg;
