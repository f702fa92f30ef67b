// Widths in grid columns, for the space check on a drop (Superset's getDetailedComponentWidth and
// getComponentWidthFromDrop): a ROW offers its width minus what its children use; a COLUMN offers
// its own width; a GRID or TAB has no width limit (what lands there gets a new ROW).
import {
  GRID_COLUMN_COUNT,
  GRID_MIN_COLUMN_COUNT,
  type DashboardLayout,
  type LayoutComponent,
} from '../../shared/layout-types.ts';
import { findParentId } from './valid-child.ts';

interface DetailedWidth {
  width?: number;
  occupied?: number;
  minimum?: number;
}

function metaWidth(component: LayoutComponent | undefined): number {
  const width = Number(component?.meta?.width);
  return Number.isFinite(width) ? width : 0;
}

/** Sum of the widths of a ROW's children. */
export function rowChildrenWidth(layout: DashboardLayout, row: LayoutComponent, excludeId?: string): number {
  return row.children.filter((id) => id !== excludeId).reduce((sum, id) => sum + metaWidth(layout[id]), 0);
}

export function detailedWidth(layout: DashboardLayout, component: LayoutComponent | undefined): DetailedWidth {
  if (!component) return {};
  switch (component.type) {
    case 'ROW': {
      const parentId = findParentId(layout, component.id);
      const parent = parentId ? layout[parentId] : undefined;
      const width = parent?.type === 'COLUMN' ? metaWidth(parent) : GRID_COLUMN_COUNT;
      const occupied = rowChildrenWidth(layout, component);
      return { width, occupied, minimum: occupied };
    }
    case 'COLUMN': {
      let minimum = GRID_MIN_COLUMN_COUNT;
      for (const childId of component.children) {
        const child = layout[childId];
        if (child?.type === 'ROW') minimum = Math.max(minimum, rowChildrenWidth(layout, child));
      }
      return { width: metaWidth(component), occupied: 0, minimum };
    }
    case 'CHART':
    case 'MARKDOWN':
    case 'DYNAMIC':
      return { width: metaWidth(component), minimum: GRID_MIN_COLUMN_COUNT };
    default:
      return {};
  }
}

/**
 * The width the dragged component takes in its new parent: its own width when it fits, the free
 * space when that is at least its minimum width, -1 when it does not fit, undefined when widths do
 * not apply (headers, dividers, rows, tabs).
 */
export function widthFromDrop(
  layout: DashboardLayout,
  dragging: LayoutComponent,
  destinationId: string,
  sameParent: boolean,
): number | undefined {
  if (sameParent) return dragging.meta?.width;
  const { width, minimum } = detailedWidth(layout, dragging);
  if (width === undefined) return undefined;
  const destination = layout[destinationId];
  let capacity = Number.NaN;
  const dest = detailedWidth(layout, destination);
  if (dest.width !== undefined) capacity = dest.width - (dest.occupied ?? 0);
  if (Number.isNaN(capacity)) return width;
  if (capacity >= width) return width;
  if (capacity >= (minimum ?? GRID_MIN_COLUMN_COUNT)) return capacity;
  return -1;
}
