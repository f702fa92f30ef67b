import { describe, expect, it } from 'vitest';
import type { DashboardLayout } from '../../shared/layout-types.ts';
import { nativeFilterScopeCheck } from './filter-scope.ts';
import { c, sampleLayout, tabbedLayout } from './layout-test-fixtures.test-support.ts';
import { MOVED_TO_DIFFERENT_SCOPE, NOT_ENOUGH_SPACE, TOP_LEVEL_TAB_INTO_NESTED } from './layout-messages.ts';
import { withParents } from './layout-parents.ts';
import {
  addComponent,
  canDrop,
  deleteComponent,
  maxWidthFor,
  moveComponent,
  resizeComponent,
  updateMeta,
} from './layout-ops.ts';

function ok(result: ReturnType<typeof addComponent>): DashboardLayout & { __id?: string } {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return Object.assign(result.layout, { __id: result.id });
}

describe('addComponent', () => {
  it('wraps a chart dropped on the grid in a new row, with default meta and a typed id', () => {
    const before = sampleLayout();
    const result = addComponent(before, 'CHART', { chartId: 9, sliceName: 'Nine' }, { parentId: 'GRID_ID', index: 1 });
    const layout = ok(result);
    const id = layout.__id!;
    expect(id).toMatch(/^CHART-[A-Za-z0-9_-]{21}$/);
    expect(layout[id]!.meta).toMatchObject({ chartId: 9, sliceName: 'Nine', width: 4, height: 50 });
    const rowId = layout.GRID_ID!.children[1]!;
    expect(layout[rowId]!.type).toBe('ROW');
    expect(layout[rowId]!.children).toEqual([id]);
    expect(layout[id]!.parents).toEqual(['ROOT_ID', 'GRID_ID', rowId]);
    expect(before.GRID_ID!.children).toHaveLength(3);
  });

  it('adds into a row with room, and shrinks to the free columns when it only fits smaller', () => {
    const layout = ok(addComponent(sampleLayout(), 'MARKDOWN', {}, { parentId: 'ROW-a', index: 2 }));
    expect(layout['ROW-a']!.children).toHaveLength(3);
    const narrow = ok(addComponent(sampleLayout(), 'CHART', { chartId: 3 }, { parentId: 'ROW-b', index: 0 }));
    const id = narrow['ROW-b']!.children[0]!;
    expect(narrow[id]!.meta?.width).toBe(4);
    const shrunk = ok(addComponent(sampleLayout(), 'CHART', { chartId: 3, width: 6 }, { parentId: 'ROW-a', index: 0 }));
    expect(shrunk[shrunk['ROW-a']!.children[0]!]!.meta?.width).toBe(4);
  });

  it('refuses a drop into a full row with the spec message', () => {
    const layout = withParents({
      ...sampleLayout(),
      'CHART-2': c('CHART-2', 'CHART', [], { chartId: 2, width: 8, height: 50 }),
    } as unknown as DashboardLayout);
    const result = addComponent(layout, 'CHART', { chartId: 3 }, { parentId: 'ROW-a', index: 0 });
    expect(result).toEqual({ ok: false, reason: 'no-space', message: NOT_ENOUGH_SPACE });
  });

  it('refuses invalid children', () => {
    expect(addComponent(sampleLayout(), 'HEADER', {}, { parentId: 'ROW-a', index: 0 }).ok).toBe(false);
    expect(addComponent(sampleLayout(), 'CHART', {}, { parentId: 'CHART-1', index: 0 }).ok).toBe(false);
    expect(addComponent(sampleLayout(), 'TAB', {}, { parentId: 'GRID_ID', index: 0 }).ok).toBe(false);
    expect(addComponent(sampleLayout(), 'CHART', {}, { parentId: 'nope', index: 0 }).ok).toBe(false);
  });

  it('creates tabs with a first tab, and top-level tabs that take the grid content when dropped on the root', () => {
    const nested = ok(addComponent(sampleLayout(), 'TABS', {}, { parentId: 'GRID_ID', index: 0 }));
    const tabs = nested[nested.__id!]!;
    expect(tabs.children).toHaveLength(1);
    expect(nested[tabs.children[0]!]!.type).toBe('TAB');
    expect(nested[tabs.children[0]!]!.meta).toMatchObject({ text: '', defaultText: 'Tab title' });

    const top = ok(addComponent(sampleLayout(), 'TABS', {}, { parentId: 'ROOT_ID', index: 0 }));
    const topTabs = top[top.__id!]!;
    expect(top.ROOT_ID!.children).toEqual([topTabs.id]);
    expect(top[topTabs.children[0]!]!.children).toEqual(['ROW-a', 'HEADER-h', 'ROW-b']);
    expect(top['CHART-1']!.parents).toEqual(['ROOT_ID', topTabs.id, topTabs.children[0], 'ROW-a']);
    expect(canDrop(top, 'TABS', 'ROOT_ID')).toBe(false);
  });

  it('adds header, divider, column and row with their defaults', () => {
    const header = ok(addComponent(sampleLayout(), 'HEADER', {}, { parentId: 'GRID_ID', index: 0 }));
    expect(header[header.__id!]!.meta).toMatchObject({ text: 'New header', headerSize: 'MEDIUM_HEADER' });
    const column = ok(addComponent(sampleLayout(), 'COLUMN', {}, { parentId: 'GRID_ID', index: 0 }));
    expect(column[column.GRID_ID!.children[0]!]!.type).toBe('ROW');
    expect(column[column.__id!]!.meta).toMatchObject({ width: 4, background: 'BACKGROUND_TRANSPARENT' });
    const divider = ok(addComponent(sampleLayout(), 'DIVIDER', {}, { parentId: 'GRID_ID', index: 3 }));
    expect(divider.GRID_ID!.children[3]).toBe(divider.__id);
    const row = ok(addComponent(sampleLayout(), 'ROW', {}, { parentId: 'GRID_ID', index: 0 }));
    expect(row[row.__id!]!.type).toBe('ROW');
  });
});

describe('moveComponent', () => {
  it('reorders within a row without changing width', () => {
    const layout = ok(moveComponent(sampleLayout(), 'CHART-1', { parentId: 'ROW-a', index: 2 }));
    expect(layout['ROW-a']!.children).toEqual(['CHART-2', 'CHART-1']);
    const same = moveComponent(sampleLayout(), 'CHART-1', { parentId: 'ROW-a', index: 1 });
    expect(same.ok && same.layout).toEqual(sampleLayout());
  });

  it('moves a chart to another row and removes the emptied source row', () => {
    const one = ok(moveComponent(sampleLayout(), 'MARKDOWN-m', { parentId: 'ROW-a', index: 0 }));
    expect(one['ROW-a']!.children).toEqual(['MARKDOWN-m', 'CHART-1', 'CHART-2']);
    expect(one['ROW-b']).toBeUndefined();
    expect(one.GRID_ID!.children).toEqual(['ROW-a', 'HEADER-h']);
    expect(one['MARKDOWN-m']!.parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-a']);
  });

  it('shrinks a moved chart to the free space, or refuses when even one column does not fit', () => {
    const layout = withParents({
      ...sampleLayout(),
      'CHART-2': c('CHART-2', 'CHART', [], { chartId: 2, width: 7, height: 50 }),
    } as unknown as DashboardLayout);
    const moved = ok(moveComponent(layout, 'MARKDOWN-m', { parentId: 'ROW-a', index: 0 }));
    expect(moved['MARKDOWN-m']!.meta?.width).toBe(1);
    const full = withParents({
      ...layout,
      'CHART-2': c('CHART-2', 'CHART', [], { chartId: 2, width: 8, height: 50 }),
    } as unknown as DashboardLayout);
    expect(moveComponent(full, 'MARKDOWN-m', { parentId: 'ROW-a', index: 0 })).toEqual({
      ok: false,
      reason: 'no-space',
      message: NOT_ENOUGH_SPACE,
    });
  });

  it('wraps a chart moved onto the grid in a new row', () => {
    const layout = ok(moveComponent(sampleLayout(), 'CHART-2', { parentId: 'GRID_ID', index: 0 }));
    const rowId = layout.GRID_ID!.children[0]!;
    expect(rowId).toMatch(/^ROW-/);
    expect(layout[rowId]!.children).toEqual(['CHART-2']);
    expect(layout['ROW-a']!.children).toEqual(['CHART-1']);
  });

  it('refuses moving a component into itself or its descendants, and permanent components', () => {
    const layout = ok(addComponent(sampleLayout(), 'COLUMN', {}, { parentId: 'ROW-b', index: 1 }));
    expect(moveComponent(layout, 'ROW-b', { parentId: layout.__id!, index: 0 }).ok).toBe(false);
    expect(moveComponent(sampleLayout(), 'GRID_ID', { parentId: 'ROOT_ID', index: 0 }).ok).toBe(false);
  });

  it('refuses a top-level tab into nested tabs with the spec message', () => {
    const result = moveComponent(tabbedLayout(), 'TAB-2', { parentId: 'TABS-n', index: 0 });
    expect(result).toEqual({ ok: false, reason: 'top-level-tabs', message: TOP_LEVEL_TAB_INTO_NESTED });
    const reorder = ok(moveComponent(tabbedLayout(), 'TAB-2', { parentId: 'TABS-top', index: 0 }));
    expect(reorder['TABS-top']!.children).toEqual(['TAB-2', 'TAB-1']);
  });

  it('removes emptied nested tabs when their last tab moves out', () => {
    let layout = ok(moveComponent(tabbedLayout(), 'TAB-n1', { parentId: 'TABS-n', index: 2 }));
    expect(layout['TABS-n']!.children).toEqual(['TAB-n2', 'TAB-n1']);
    layout = ok(addComponent(layout, 'TABS', {}, { parentId: 'TAB-2', index: 0 }));
    const otherTabs = layout.__id!;
    layout = ok(moveComponent(layout, 'TAB-n1', { parentId: otherTabs, index: 0 }));
    layout = ok(moveComponent(layout, 'TAB-n2', { parentId: otherTabs, index: 0 }));
    expect(layout['TABS-n']).toBeUndefined();
    expect(layout['TAB-1']!.children).toEqual(['ROW-1']);
  });

  it('warns when a chart lands under different native filters', () => {
    const check = nativeFilterScopeCheck([{ id: 'F1', scope: { rootPath: ['TAB-1'], excluded: [] } }]);
    const moved = moveComponent(tabbedLayout(), 'CHART-1', { parentId: 'TAB-2', index: 0 }, { scopeDiffers: check });
    expect(moved.ok && moved.warning).toBe(MOVED_TO_DIFFERENT_SCOPE);
    const same = moveComponent(tabbedLayout(), 'CHART-1', { parentId: 'TAB-n1', index: 0 }, { scopeDiffers: check });
    expect(same.ok && same.warning).toBeUndefined();
  });
});

describe('deleteComponent', () => {
  it('deletes a chart and its emptied row, but keeps a row with other charts', () => {
    const md = ok(deleteComponent(sampleLayout(), 'MARKDOWN-m'));
    expect(md['ROW-b']).toBeUndefined();
    expect(md.GRID_ID!.children).toEqual(['ROW-a', 'HEADER-h']);
    const chart = ok(deleteComponent(sampleLayout(), 'CHART-1'));
    expect(chart['ROW-a']!.children).toEqual(['CHART-2']);
    expect(chart['CHART-1']).toBeUndefined();
  });

  it('deletes a subtree, never the root, grid or header', () => {
    const layout = ok(deleteComponent(sampleLayout(), 'ROW-a'));
    expect(layout['CHART-1']).toBeUndefined();
    expect(layout['CHART-2']).toBeUndefined();
    expect(deleteComponent(sampleLayout(), 'GRID_ID').ok).toBe(false);
    expect(deleteComponent(sampleLayout(), 'HEADER_ID').ok).toBe(false);
  });

  it('deleting the last nested tab deletes its tabs; deleting top-level tabs keeps their content in the grid', () => {
    let layout = ok(deleteComponent(tabbedLayout(), 'TAB-n1'));
    layout = ok(deleteComponent(layout, 'TAB-n2'));
    expect(layout['TABS-n']).toBeUndefined();
    const flat = ok(deleteComponent(tabbedLayout(), 'TABS-top'));
    expect(flat.ROOT_ID!.children).toEqual(['GRID_ID']);
    expect(flat.GRID_ID!.children).toEqual(['ROW-1', 'TABS-n']);
    expect(flat['CHART-1']!.parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-1']);
  });
});

describe('resizeComponent', () => {
  it('clamps width to 1..the free space of the row and height to 5..100 units', () => {
    const layout = sampleLayout();
    expect(maxWidthFor(layout, 'CHART-1')).toBe(8);
    const wide = ok(resizeComponent(layout, 'CHART-1', { width: 20, height: 500 }));
    expect(wide['CHART-1']!.meta).toMatchObject({ width: 8, height: 100 });
    const small = ok(resizeComponent(layout, 'CHART-1', { width: 0, height: 1 }));
    expect(small['CHART-1']!.meta).toMatchObject({ width: 1, height: 5 });
    const same = resizeComponent(layout, 'CHART-1', { width: 4, height: 50 });
    expect(same.ok && same.layout).toBe(layout);
    expect(resizeComponent(layout, 'HEADER-h', { width: 3 }).ok).toBe(false);
  });

  it('keeps a column at least as wide as its widest inner row', () => {
    let layout = ok(addComponent(sampleLayout(), 'COLUMN', { width: 6 }, { parentId: 'ROW-b', index: 1 }));
    const column = layout.__id!;
    layout = ok(addComponent(layout, 'ROW', {}, { parentId: column, index: 0 }));
    const innerRow = layout.__id!;
    layout = ok(addComponent(layout, 'CHART', { chartId: 5, width: 3 }, { parentId: innerRow, index: 0 }));
    expect(ok(resizeComponent(layout, column, { width: 1 }))[column]!.meta?.width).toBe(3);
  });
});

describe('updateMeta', () => {
  it('changes meta and reports no change when nothing differs', () => {
    const layout = sampleLayout();
    expect(ok(updateMeta(layout, 'HEADER-h', { text: 'New' }))['HEADER-h']!.meta?.text).toBe('New');
    const same = updateMeta(layout, 'HEADER-h', { text: 'Section' });
    expect(same.ok && same.layout).toBe(layout);
  });
});
