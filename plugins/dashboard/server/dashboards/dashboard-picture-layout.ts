import { GRID_BASE_UNIT, GRID_COLUMN_COUNT, GRID_GUTTER_SIZE, ROOT_ID } from '../../shared/index.ts';

type Component = { type?: string; children?: string[]; meta?: Record<string, unknown> };

/** One box of a dashboard picture: a chart or a markdown block, placed on the grid. */
export interface PictureBox {
  kind: 'chart' | 'markdown';
  x: number;
  y: number;
  width: number;
  height: number;
  chartId?: number;
  title?: string;
  text?: string;
}

export const PICTURE_WIDTH = 1200;
const HEADER_HEIGHT = 56;

/**
 * Where each chart and markdown block of the visible layout goes in a picture `PICTURE_WIDTH`
 * wide: the rows in order (the first tab of each tab set, as the page opens), each child at its
 * grid width and `height × GRID_BASE_UNIT` px; a column shows its first chart or markdown.
 * `maxRows` cuts the picture (thumbnails show the first rows).
 */
export function pictureBoxes(
  layout: Record<string, unknown>,
  maxRows = Infinity,
): { boxes: PictureBox[]; height: number } {
  const rows: string[] = [];
  const seen = new Set<string>();
  const walk = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const c = layout[id] as Component | undefined;
    if (!c) return;
    const type = String(c.type).toUpperCase();
    if (type === 'ROW') return void rows.push(id);
    if (type === 'TABS') return void (c.children?.[0] && walk(c.children[0]));
    for (const child of c.children ?? []) walk(child);
  };
  walk(ROOT_ID);
  const column = (PICTURE_WIDTH - 2 * GRID_GUTTER_SIZE) / GRID_COLUMN_COUNT;
  const boxes: PictureBox[] = [];
  let y = HEADER_HEIGHT;
  for (const rowId of rows.slice(0, maxRows)) {
    let x = GRID_GUTTER_SIZE;
    let rowHeight = 0;
    for (const childId of (layout[rowId] as Component).children ?? []) {
      let c = layout[childId] as Component | undefined;
      const width = Math.max(1, Number(c?.meta?.width ?? 4)) * column;
      if (c && String(c.type).toUpperCase() === 'COLUMN') c = layout[c.children?.[0] ?? ''] as Component | undefined;
      const type = String(c?.type).toUpperCase();
      const height = Math.max(5, Number(c?.meta?.height ?? 50)) * GRID_BASE_UNIT;
      if (type === 'CHART' && typeof c?.meta?.chartId === 'number')
        boxes.push({
          kind: 'chart',
          x,
          y,
          width: width - GRID_GUTTER_SIZE,
          height,
          chartId: c.meta.chartId,
          title: String(c.meta.sliceNameOverride ?? c.meta.sliceName ?? ''),
        });
      else if (type === 'MARKDOWN')
        boxes.push({
          kind: 'markdown',
          x,
          y,
          width: width - GRID_GUTTER_SIZE,
          height,
          text: String(c?.meta?.code ?? ''),
        });
      if (type === 'CHART' || type === 'MARKDOWN') rowHeight = Math.max(rowHeight, height);
      x += width;
    }
    y += rowHeight + GRID_GUTTER_SIZE;
  }
  return { boxes, height: Math.max(y, HEADER_HEIGHT + 100) };
}
