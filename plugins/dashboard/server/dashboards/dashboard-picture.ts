import { PDFDocument } from 'pdf-lib';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import { svgToPng, type ChartRenderService } from '../../../../server/viz/index.ts';
import { chartFormData } from '../../../explore/server/exports.ts';
import type { DashboardLookup, DashboardRow } from './dashboard-lookup.ts';
import { PICTURE_WIDTH, pictureBoxes } from './dashboard-picture-layout.ts';

const TITLE_HEIGHT = 28;
const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Markdown as plain lines: marks dropped, paragraphs joined and wrapped at `width` characters. */
function wrapMarkdown(text: string, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const words = paragraph
      .replace(/^#+\s*/gm, '')
      .replace(/[*`]/g, '')
      .split(/\s+/)
      .filter(Boolean);
    let line = '';
    for (const word of words) {
      if (line && line.length + word.length + 1 > width) {
        out.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) out.push(line);
    out.push('');
  }
  return out;
}

const parseObject = (text: string | null): Record<string, unknown> => {
  try {
    const v: unknown = text ? JSON.parse(text) : {};
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/**
 * A dashboard drawn on the server (thumbnails, "Download as image/PDF"): every chart of the
 * visible layout drawn by server/viz as the viewer, placed by the grid into one SVG with the title
 * and markdown blocks (as plain text), then a PNG through resvg. Charts the viewer may not see,
 * or that fail to draw, are boxes saying so.
 */
export async function drawDashboardPng(
  dash: DashboardRow,
  user: AuthUser | null,
  deps: { lookup: DashboardLookup; renderer: ChartRenderService },
  maxRows = Infinity,
): Promise<Buffer> {
  const { boxes, height } = pictureBoxes(parseObject(dash.position_json), maxRows);
  const chartIds = boxes.flatMap((b) => (b.chartId === undefined ? [] : [b.chartId]));
  const visible = await deps.lookup.visibleChartIds(chartIds, user);
  const rows = chartIds.length
    ? await deps.lookup.db.selectFrom('slices').selectAll().where('id', 'in', chartIds).execute()
    : [];
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const parts: string[] = [
    `<rect width="${PICTURE_WIDTH}" height="${height}" fill="#f7f7f7"/>`,
    `<text x="16" y="38" font-family="Inter, sans-serif" font-size="24" font-weight="600" fill="#1f1f1f">${escapeXml(
      dash.dashboard_title ?? '',
    )}</text>`,
  ];
  for (const box of boxes) {
    parts.push(`<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="4" fill="#ffffff"/>`);
    if (box.kind === 'markdown') {
      const lines = wrapMarkdown(box.text ?? '', Math.floor((box.width - 24) / 7)).slice(
        0,
        Math.floor(box.height / 20),
      );
      lines.forEach((line, i) =>
        parts.push(
          `<text x="${box.x + 12}" y="${box.y + 24 + i * 20}" font-family="Inter, sans-serif" font-size="14" fill="#333">${escapeXml(line)}</text>`,
        ),
      );
      continue;
    }
    parts.push(
      `<text x="${box.x + 12}" y="${box.y + 20}" font-family="Inter, sans-serif" font-size="14" font-weight="600" fill="#1f1f1f">${escapeXml(
        box.title ?? '',
      )}</text>`,
    );
    const row = byId.get(box.chartId!);
    const w = Math.round(box.width - 16);
    const h = Math.round(box.height - TITLE_HEIGHT - 8);
    let note: string | null = null;
    if (!row || !visible.has(box.chartId!)) note = 'This chart is not available';
    else {
      try {
        const image = await deps.renderer.render({
          formData: chartFormData({ ...row }) as never,
          user,
          width: w,
          height: h,
          theme: 'light',
          format: 'png',
        });
        const png = typeof image === 'string' ? Buffer.from(image) : image;
        parts.push(
          `<image x="${box.x + 8}" y="${box.y + TITLE_HEIGHT}" width="${w}" height="${h}" xlink:href="data:image/png;base64,${png.toString('base64')}"/>`,
        );
      } catch (err) {
        note = `Cannot draw this chart: ${err instanceof Error ? err.message : String(err)}`.slice(0, 120);
      }
    }
    if (note)
      parts.push(
        `<text x="${box.x + 12}" y="${box.y + box.height / 2}" font-family="Inter, sans-serif" font-size="13" fill="#888">${escapeXml(note)}</text>`,
      );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${PICTURE_WIDTH}" height="${height}" viewBox="0 0 ${PICTURE_WIDTH} ${height}">${parts.join('')}</svg>`;
  return svgToPng(svg, PICTURE_WIDTH);
}

/** The picture as a one-page PDF of its own size (pdf-lib). */
export async function pngToPdf(png: Buffer, title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Loupe');
  const image = await pdf.embedPng(png);
  const page = pdf.addPage([image.width, image.height]);
  page.drawImage(image, { x: 0, y: 0, width: image.width, height: image.height });
  return Buffer.from(await pdf.save());
}
