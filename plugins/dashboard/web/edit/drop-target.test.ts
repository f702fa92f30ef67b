import { describe, expect, it } from 'vitest';
import { resolveDrop, resolvePointerDrop, zoneOf } from './drop-target.ts';
import { sampleLayout, tabbedLayout } from './layout-test-fixtures.test-support.ts';

describe('resolveDrop', () => {
  it('drops beside a chart in its row', () => {
    expect(resolveDrop(sampleLayout(), 'CHART', undefined, 'CHART-1', 'before')).toEqual({
      parentId: 'ROW-a',
      index: 0,
    });
    expect(resolveDrop(sampleLayout(), 'MARKDOWN', undefined, 'CHART-2', 'after')).toEqual({
      parentId: 'ROW-a',
      index: 2,
    });
  });

  it('climbs to the grid for a header dropped on a chart', () => {
    expect(resolveDrop(sampleLayout(), 'HEADER', undefined, 'CHART-1', 'after')).toEqual({
      parentId: 'GRID_ID',
      index: 1,
    });
  });

  it('drops inside a container that takes the type', () => {
    expect(resolveDrop(sampleLayout(), 'CHART', undefined, 'ROW-b', 'inside')).toEqual({ parentId: 'ROW-b', index: 1 });
    expect(resolveDrop(tabbedLayout(), 'CHART', undefined, 'TAB-2', 'inside')).toEqual({ parentId: 'TAB-2', index: 0 });
  });

  it('never drops a component inside itself', () => {
    expect(resolveDrop(sampleLayout(), 'ROW', 'ROW-a', 'ROW-a', 'inside')).toEqual({ parentId: 'GRID_ID', index: 1 });
  });
});

describe('zoneOf', () => {
  it('splits along the layout direction', () => {
    const rect = { left: 0, top: 0, width: 100, height: 100 };
    expect(zoneOf(rect, 10, 90, true)).toBe('before');
    expect(zoneOf(rect, 90, 10, true)).toBe('after');
    expect(zoneOf(rect, 50, 10, false)).toBe('before');
    expect(zoneOf(rect, 50, 50, false)).toBe('inside');
  });
});

describe('resolvePointerDrop', () => {
  const rect = { left: 0, top: 0, width: 100, height: 400 };
  it('places beside a chart in its row from the left and right quarters', () => {
    expect(
      resolvePointerDrop(sampleLayout(), 'MARKDOWN', undefined, 'CHART-1', 'ROW-a', rect, { x: 90, y: 200 }),
    ).toEqual({
      overId: 'CHART-1',
      zone: 'after',
      target: { parentId: 'ROW-a', index: 1 },
    });
  });

  it('places above or below the row from the top and bottom quarters', () => {
    expect(
      resolvePointerDrop(sampleLayout(), 'MARKDOWN', undefined, 'CHART-1', 'ROW-a', rect, { x: 50, y: 390 }),
    ).toEqual({
      overId: 'ROW-a',
      zone: 'after',
      target: { parentId: 'GRID_ID', index: 1 },
    });
    expect(resolvePointerDrop(sampleLayout(), 'CHART', 'CHART-2', 'CHART-1', 'ROW-a', rect, { x: 50, y: 10 })).toEqual({
      overId: 'ROW-a',
      zone: 'before',
      target: { parentId: 'GRID_ID', index: 0 },
    });
  });
});
