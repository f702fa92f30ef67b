import { describe, expect, it } from 'vitest';
import { GRID_ID, HEADER_ID, ROOT_ID, type LayoutComponent } from '../../shared/index.ts';
import { chartIdsInLayout, parseLayout } from './parse-layout.ts';
import { EXPORT_CHARTS, EXPORT_POSITION } from './superset-export.test-support.ts';

describe('parseLayout', () => {
  it('reads an exported layout: lower-case types upper-cased, parents recomputed, title from the dashboard', () => {
    const layout = parseLayout(JSON.stringify(EXPORT_POSITION), EXPORT_CHARTS, 'Sales');
    expect(layout['CHART-x2'].type).toBe('CHART');
    expect(layout['MARKDOWN-m1'].type).toBe('MARKDOWN');
    expect(layout['TAB-b'].type).toBe('TAB');
    expect(layout['CHART-x3'].parents).toEqual([ROOT_ID, GRID_ID, 'ROW-N-0', 'COLUMN-c3']);
    expect(layout[HEADER_ID].meta?.text).toBe('Sales');
    expect(chartIdsInLayout(layout)).toEqual([101, 102, 103, 104, 105, 106]);
  });

  it('appends charts the layout misses in new rows of 4-column tiles, three to a row', () => {
    const charts = [...EXPORT_CHARTS, { id: 107, slice_name: 'A' }, { id: 108 }, { id: 109 }];
    const layout = parseLayout(EXPORT_POSITION, charts);
    const grid = layout[GRID_ID];
    const added = grid.children.slice(4).map((id) => layout[id]);
    expect(added.map((r) => r.type)).toEqual(['ROW', 'ROW']);
    expect(added[0].children.map((id) => layout[id].meta?.chartId)).toEqual([106, 107, 108]);
    expect(added[1].children.map((id) => layout[id].meta?.chartId)).toEqual([109]);
    const tile = layout[added[0].children[1]];
    expect(tile.meta).toMatchObject({ width: 4, height: 50, sliceName: 'A' });
    expect(tile.parents).toEqual([ROOT_ID, GRID_ID, added[0].id]);
  });

  it('gives an empty, broken or missing layout the default one with the charts in it', () => {
    for (const raw of [null, '', '{not json', '[]', '{}', { DASHBOARD_VERSION_KEY: 'v2' }]) {
      const layout = parseLayout(raw, [{ id: 1 }, { id: 2 }]);
      expect(layout[ROOT_ID].children).toEqual([GRID_ID]);
      expect(chartIdsInLayout(layout)).toEqual([1, 2]);
    }
  });

  it('drops unknown types, dangling children and cycles; keeps components once', () => {
    const layout = parseLayout(
      {
        ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
        GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1', 'ROW-1', 'NOPE', 'WEIRD-1', 7] },
        'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1', 'GRID_ID'] },
        'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: '5', width: 4, height: 50 } },
        'WEIRD-1': { id: 'WEIRD-1', type: 'SPARKLE', children: [] },
      },
      [{ id: 5 }],
    );
    expect(layout[GRID_ID].children).toEqual(['ROW-1']);
    expect(layout['ROW-1'].children).toEqual(['CHART-1']);
    expect((layout['CHART-1'] as LayoutComponent).meta?.chartId).toBe(5);
    expect(layout['WEIRD-1']).toBeUndefined();
  });

  it("hangs a root-less layout's grid under a new root, and puts missing charts in the first top-level tab", () => {
    const layout = parseLayout(
      {
        TABS: { id: 'TABS', type: 'TABS', children: ['TAB-1'] },
        'TAB-1': { id: 'TAB-1', type: 'TAB', children: [], meta: { text: 'One' } },
      },
      [{ id: 3 }],
    );
    expect(layout[ROOT_ID].children).toEqual(['TABS']);
    const row = layout[layout['TAB-1'].children[0]];
    expect(row.type).toBe('ROW');
    expect(layout[row.children[0]].meta?.chartId).toBe(3);
  });
});
