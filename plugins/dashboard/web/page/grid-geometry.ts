import {
  GRID_BASE_UNIT,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_GUTTER_SIZE,
  type DashboardLayout,
  type HeaderSize,
  type LayoutComponent,
} from '../../shared/index.ts';

/** Heights of the components that have no `meta.height` (px, borders included). */
export const TAB_BAR_HEIGHT = 48;
export const DIVIDER_HEIGHT = 33;
export const HEADER_HEIGHTS: Record<HeaderSize, number> = {
  SMALL_HEADER: 48,
  MEDIUM_HEADER: 64,
  LARGE_HEADER: 80,
};

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One grid column's width in px for a grid `gridWidth` px wide: 12 columns, 11 gutters of 16 px. */
export function columnWidth(gridWidth: number): number {
  return Math.max(0, (gridWidth - (GRID_COLUMN_COUNT - 1) * GRID_GUTTER_SIZE) / GRID_COLUMN_COUNT);
}

/** A component `columns` wide spans its columns and the gutters between them. */
export function spanWidth(columns: number, colWidth: number): number {
  const n = Math.max(1, Math.min(GRID_COLUMN_COUNT, Math.round(columns) || GRID_DEFAULT_CHART_WIDTH));
  return n * colWidth + (n - 1) * GRID_GUTTER_SIZE;
}

/** A chart's or markdown's height: `meta.height` grid rows of 8 px (default 50 rows = 400 px). */
export function unitHeight(rows: unknown): number {
  const n = Number(rows);
  return (Number.isFinite(n) && n > 0 ? n : GRID_DEFAULT_CHART_HEIGHT) * GRID_BASE_UNIT;
}

/**
 * Every drawn component's box in px, relative to the container `rootId` (GRID_ID or a TAB), laid
 * out with Superset's grid semantics: a grid or tab stacks its children at its full width with a
 * 16 px gutter between them; a row puts its children side by side, each `meta.width` columns wide,
 * 16 px apart, as tall as the tallest; a column is `meta.width` columns wide and stacks its
 * children at its own width; tabs draw their bar and only the active tab (`activeTabs`, else the
 * first). The page draws with these numbers, so this is the one place geometry is decided.
 */
export function layoutGeometry(
  layout: DashboardLayout,
  rootId: string,
  gridWidth: number,
  activeTabs: readonly string[] = [],
): Map<string, Box> {
  const boxes = new Map<string, Box>();
  const colWidth = columnWidth(gridWidth);
  const active = new Set(activeTabs);

  const stack = (children: readonly string[], x: number, y: number, width: number): number => {
    let top = y;
    children.forEach((id, i) => {
      if (i > 0) top += GRID_GUTTER_SIZE;
      top += place(id, x, top, width);
    });
    return top - y;
  };

  /** Places `id` at (x, y) with the width its parent gives it; returns its height. */
  const place = (id: string, x: number, y: number, width: number): number => {
    const c: LayoutComponent | undefined = layout[id];
    if (!c) return 0;
    let height = 0;
    switch (c.type) {
      case 'ROW': {
        let left = x;
        for (const child of c.children) {
          const cc = layout[child];
          if (!cc) continue;
          const w = spanWidth(Number(cc.meta?.width), colWidth);
          height = Math.max(height, place(child, left, y, w));
          left += w + GRID_GUTTER_SIZE;
        }
        // Children shorter than the row keep their height; the row is as tall as the tallest.
        break;
      }
      case 'COLUMN':
        height = stack(c.children, x, y, width);
        break;
      case 'CHART':
      case 'MARKDOWN':
      case 'DYNAMIC':
        height = unitHeight(c.meta?.height);
        break;
      case 'HEADER':
        height = HEADER_HEIGHTS[c.meta?.headerSize ?? 'MEDIUM_HEADER'] ?? HEADER_HEIGHTS.MEDIUM_HEADER;
        break;
      case 'DIVIDER':
        height = DIVIDER_HEIGHT;
        break;
      case 'TABS': {
        const tab = activeTabOf(c, active);
        height = TAB_BAR_HEIGHT;
        if (tab) {
          const inner = stack(layout[tab]?.children ?? [], x, y + TAB_BAR_HEIGHT + GRID_GUTTER_SIZE, width);
          boxes.set(tab, { x, y: y + TAB_BAR_HEIGHT, width, height: inner + GRID_GUTTER_SIZE });
          height += inner + GRID_GUTTER_SIZE;
        }
        break;
      }
      default:
        height = stack(c.children, x, y, width);
    }
    boxes.set(id, { x, y, width, height });
    return height;
  };

  const root = layout[rootId];
  const height = root ? stack(root.children, 0, 0, gridWidth) : 0;
  boxes.set(rootId, { x: 0, y: 0, width: gridWidth, height });
  return boxes;
}

/** The tab a TABS component shows: the one in `activeTabs` among its children, else its first. */
export function activeTabOf(
  tabs: LayoutComponent,
  active: ReadonlySet<string> | readonly string[],
): string | undefined {
  const set = active instanceof Set ? active : new Set(active as readonly string[]);
  return tabs.children.find((t) => set.has(t)) ?? tabs.children[0];
}
