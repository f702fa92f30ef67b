import { describe, expect, it } from 'vitest';
import { GRID_ID } from '../../shared/index.ts';
import {
  columnWidth,
  DIVIDER_HEIGHT,
  HEADER_HEIGHTS,
  layoutGeometry,
  spanWidth,
  TAB_BAR_HEIGHT,
} from './grid-geometry.ts';
import { parseLayout } from './parse-layout.ts';
import { EXPORT_CHARTS, EXPORT_POSITION } from './superset-export.test-support.ts';

// A 1232 px grid: 12 columns of 88 px and 11 gutters of 16 px.
const W = 1232;

describe('grid geometry', () => {
  it('sizes spans in columns and gutters', () => {
    expect(columnWidth(W)).toBe(88);
    expect(spanWidth(1, 88)).toBe(88);
    expect(spanWidth(4, 88)).toBe(4 * 88 + 3 * 16);
    expect(spanWidth(12, 88)).toBe(W);
    expect(spanWidth(40, 88)).toBe(W);
  });

  it("draws the exported dashboard with Superset's rows, widths and heights", () => {
    const layout = parseLayout(EXPORT_POSITION, EXPORT_CHARTS);
    const g = layoutGeometry(layout, GRID_ID, W);
    const header = HEADER_HEIGHTS.LARGE_HEADER;
    expect(g.get('HEADER-k2j4')).toEqual({ x: 0, y: 0, width: W, height: header });
    const rowY = header + 16;
    // The chart: 4 columns, 50 rows of 8 px.
    expect(g.get('CHART-7mKdnU7OUJ')).toEqual({ x: 0, y: rowY, width: 400, height: 400 });
    // The column: 5 columns; its charts take the column's width (their own width is ignored).
    expect(g.get('COLUMN-c3')).toEqual({ x: 416, y: rowY, width: 504, height: 200 + 16 + 168 });
    expect(g.get('CHART-x2')).toEqual({ x: 416, y: rowY, width: 504, height: 200 });
    expect(g.get('CHART-x3')).toEqual({ x: 416, y: rowY + 216, width: 504, height: 168 });
    expect(g.get('MARKDOWN-m1')).toEqual({ x: 936, y: rowY, width: 296, height: 240 });
    // The row is as tall as its tallest child.
    expect(g.get('ROW-N-0')?.height).toBe(400);
    const dividerY = rowY + 400 + 16;
    expect(g.get('DIVIDER-a1')).toEqual({ x: 0, y: dividerY, width: W, height: DIVIDER_HEIGHT });
    const tabsY = dividerY + DIVIDER_HEIGHT + 16;
    const contentY = tabsY + TAB_BAR_HEIGHT + 16;
    // First tab active: its row; a 6-column chart and a 6-column column holding a nested row.
    expect(g.get('CHART-t1a')).toEqual({ x: 0, y: contentY, width: 608, height: 320 });
    expect(g.get('COLUMN-t1b')).toMatchObject({ x: 624, y: contentY, width: 608 });
    // The nested row's children are sized in the grid's columns: 3 columns = 296 px.
    expect(g.get('CHART-t1c')).toEqual({ x: 624, y: contentY, width: 296, height: 400 });
    expect(g.get('DYNAMIC-d1')).toEqual({ x: 936, y: contentY, width: 296, height: 240 });
    expect(g.get('TABS-97PVJa11D_')).toEqual({ x: 0, y: tabsY, width: W, height: TAB_BAR_HEIGHT + 16 + 400 });
    expect(g.get(GRID_ID)?.height).toBe(tabsY + TAB_BAR_HEIGHT + 16 + 400 + 16 + 400);
    // Charts of the hidden tab are not laid out (they are not drawn).
    expect(g.has('TAB-b')).toBe(false);
  });

  it('lays out the tab the active tabs name, and only it', () => {
    const layout = parseLayout(EXPORT_POSITION, EXPORT_CHARTS);
    const g = layoutGeometry(layout, GRID_ID, W, ['TAB-b']);
    expect(g.has('CHART-t1a')).toBe(false);
    // 'Returns' (chart 106) is not in the layout: appended in a new row at the grid's end.
    const appended = [...g.keys()].filter((k) => k.startsWith('CHART-added'));
    expect(appended).toHaveLength(1);
    expect(g.get(appended[0])).toMatchObject({ x: 0, width: 400, height: 400 });
  });
});
