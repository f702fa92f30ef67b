import type { ContextMenuFilters, DataMask } from '../../core/viz/index.ts';
import type { GraphNode } from './transform-props.ts';

// Superset's plugin-chart-echarts/src/Graph/EchartsGraph.tsx: a node cross-filters on the column
// it came from; a right-click drills to the node, or to an edge's source and target.

export interface GraphEventTarget {
  dataType?: 'node' | 'edge' | string;
  data?: { id?: string; source?: string; target?: string };
}

export function graphCrossFilter(node: GraphNode, selectedValues: readonly unknown[] | null | undefined): DataMask {
  if ((selectedValues ?? []).includes(node.name)) {
    return { extraFormData: {}, filterState: { value: null, selectedValues: null } };
  }
  return {
    extraFormData: { filters: [{ col: node.col, op: 'IN', val: [node.name] }] },
    filterState: { value: [node.name], selectedValues: [node.name] },
  };
}

export function graphContextMenu(
  target: GraphEventTarget,
  nodes: readonly GraphNode[],
  columns: { source: string; target: string },
  selectedValues: readonly unknown[] | null | undefined,
  emitCrossFilters: boolean | undefined,
): ContextMenuFilters | undefined {
  const byId = (id: string | undefined) => nodes.find((node) => node.id === id);
  if (target.dataType === 'edge') {
    const from = byId(target.data?.source);
    const to = byId(target.data?.target);
    if (!from || !to) return undefined;
    return {
      drillToDetail: [
        { col: columns.source, op: '==', val: from.name, formattedVal: from.name },
        { col: columns.target, op: '==', val: to.name, formattedVal: to.name },
      ],
    };
  }
  const node = byId(target.data?.id);
  if (!node) return undefined;
  return {
    drillToDetail: [{ col: node.col, op: '==', val: node.name, formattedVal: node.name }],
    ...(emitCrossFilters ? { crossFilter: { dataMask: graphCrossFilter(node, selectedValues) } } : {}),
    drillBy: {
      filters: [{ col: node.col, op: '==', val: node.name, formattedVal: node.name }],
      groupbyFieldName: node.col === columns.source ? 'source' : 'target',
    },
  };
}
