import { describe, expect, it } from 'vitest';
import { graphContextMenu, graphCrossFilter } from './graph-events.ts';
import type { GraphNode } from './transform-props.ts';

const node = (id: string, name: string, col: string): GraphNode => ({
  id,
  name,
  col,
  value: 1,
  itemStyle: { color: '#000' },
});
const nodes = [node('0', 'Alpha', 'customer_name'), node('1', 'France', 'country')];
const columns = { source: 'customer_name', target: 'country' };

describe('graph events', () => {
  it('cross-filters a node on its own column, and clears when it is selected', () => {
    expect(graphCrossFilter(nodes[1]!, null)).toEqual({
      extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['France'] }] },
      filterState: { value: ['France'], selectedValues: ['France'] },
    });
    expect(graphCrossFilter(nodes[1]!, ['France'])).toEqual({
      extraFormData: {},
      filterState: { value: null, selectedValues: null },
    });
  });

  it('drills to a node, and by the field it came from', () => {
    const menu = graphContextMenu({ dataType: 'node', data: { id: '1' } }, nodes, columns, null, true);
    expect(menu?.drillToDetail).toEqual([{ col: 'country', op: '==', val: 'France', formattedVal: 'France' }]);
    expect(menu?.drillBy?.groupbyFieldName).toBe('target');
    expect(menu?.crossFilter?.dataMask.filterState?.selectedValues).toEqual(['France']);
    expect(
      graphContextMenu({ dataType: 'node', data: { id: '0' } }, nodes, columns, null, false)?.crossFilter,
    ).toBeUndefined();
  });

  it('drills to an edge by its source and target', () => {
    const menu = graphContextMenu({ dataType: 'edge', data: { source: '0', target: '1' } }, nodes, columns, null, true);
    expect(menu).toEqual({
      drillToDetail: [
        { col: 'customer_name', op: '==', val: 'Alpha', formattedVal: 'Alpha' },
        { col: 'country', op: '==', val: 'France', formattedVal: 'France' },
      ],
    });
  });
});
