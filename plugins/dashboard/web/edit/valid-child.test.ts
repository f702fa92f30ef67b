import { describe, expect, it } from 'vitest';
import { componentDepth, isValidChild, shouldWrapInRow } from './valid-child.ts';
import { c, sampleLayout, tabbedLayout } from './layout-test-fixtures.test-support.ts';
import { withParents } from './layout-parents.ts';
import type { DashboardLayout } from '../../shared/layout-types.ts';

describe('isValidChild', () => {
  it('follows the type and depth table', () => {
    expect(isValidChild('GRID', 'CHART', 1)).toBe(true);
    expect(isValidChild('ROW', 'CHART', 4)).toBe(true);
    expect(isValidChild('ROW', 'CHART', 5)).toBe(false);
    expect(isValidChild('ROW', 'HEADER', 2)).toBe(false);
    expect(isValidChild('TABS', 'TAB', 2)).toBe(true);
    expect(isValidChild('TABS', 'CHART', 2)).toBe(false);
    expect(isValidChild('TAB', 'TABS', 3)).toBe(true);
    expect(isValidChild('TAB', 'TABS', 4)).toBe(false);
    expect(isValidChild('CHART', 'CHART', 1)).toBe(false);
    expect(isValidChild('MARKDOWN', 'HEADER', 1)).toBe(false);
    expect(isValidChild(undefined, 'CHART', 1)).toBe(false);
    expect(isValidChild('GRID', 'CHART', Number.NaN)).toBe(false);
  });

  it('wraps charts, markdown and columns dropped on a grid or tab in a row', () => {
    expect(shouldWrapInRow('GRID', 'CHART')).toBe(true);
    expect(shouldWrapInRow('TAB', 'MARKDOWN')).toBe(true);
    expect(shouldWrapInRow('TAB', 'COLUMN')).toBe(true);
    expect(shouldWrapInRow('GRID', 'HEADER')).toBe(false);
    expect(shouldWrapInRow('ROW', 'CHART')).toBe(false);
  });
});

describe('componentDepth', () => {
  it('counts root 0 > grid 1 > row 2 > chart 3', () => {
    const layout = sampleLayout();
    expect(componentDepth(layout, 'ROOT_ID')).toBe(0);
    expect(componentDepth(layout, 'GRID_ID')).toBe(1);
    expect(componentDepth(layout, 'ROW-a')).toBe(2);
    expect(componentDepth(layout, 'CHART-1')).toBe(3);
  });

  it('does not deepen tabs, nested tab content, but deepens top-level tab content', () => {
    const layout = tabbedLayout();
    expect(componentDepth(layout, 'TABS-top')).toBe(1);
    expect(componentDepth(layout, 'TAB-1')).toBe(1);
    expect(componentDepth(layout, 'ROW-1')).toBe(2);
    expect(componentDepth(layout, 'TABS-n')).toBe(2);
    expect(componentDepth(layout, 'TAB-n1')).toBe(2);
    const nested = withParents({
      ...layout,
      'TAB-n1': c('TAB-n1', 'TAB', ['ROW-x']),
      'ROW-x': c('ROW-x', 'ROW', []),
    } as unknown as DashboardLayout);
    expect(componentDepth(nested, 'ROW-x')).toBe(2);
  });
});
