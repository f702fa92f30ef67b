// Where a drag over a component lands (Superset's getDropPosition, simplified to three zones): into
// the component when it is a container that takes the dragged type and the pointer is in its middle,
// else before/after it in its parent, else before/after the parent in the grandparent.
import type { DashboardLayout, LayoutType } from '../../shared/layout-types.ts';
import { canDrop, type DropTarget } from './layout-ops.ts';
import { findParentId } from './valid-child.ts';

export type DropZone = 'before' | 'after' | 'inside';

/** ROW lays children out left to right; every other container top to bottom. */
export function isHorizontal(layout: DashboardLayout, containerId: string): boolean {
  return layout[containerId]?.type === 'ROW';
}

/** The zone of a point in a rectangle: the outer quarters are before/after, the middle is inside. */
export function zoneOf(
  rect: { left: number; top: number; width: number; height: number },
  x: number,
  y: number,
  horizontal: boolean,
): DropZone {
  const ratio = horizontal ? (x - rect.left) / Math.max(1, rect.width) : (y - rect.top) / Math.max(1, rect.height);
  if (ratio < 0.25) return 'before';
  if (ratio > 0.75) return 'after';
  return 'inside';
}

export function resolveDrop(
  layout: DashboardLayout,
  draggingType: LayoutType,
  draggingId: string | undefined,
  overId: string,
  zone: DropZone,
): DropTarget | null {
  const over = layout[overId];
  if (!over) return null;
  if (zone === 'inside' && canDrop(layout, draggingType, overId, draggingId)) {
    return { parentId: overId, index: over.children.length };
  }
  let childId = overId;
  let parentId = findParentId(layout, overId);
  const after = zone !== 'before';
  while (parentId) {
    if (canDrop(layout, draggingType, parentId, draggingId)) {
      const index = layout[parentId]!.children.indexOf(childId);
      return { parentId, index: after ? index + 1 : index };
    }
    childId = parentId;
    parentId = findParentId(layout, parentId);
  }
  return null;
}

export interface PointerDrop {
  /** The component the indicator is drawn on. */
  overId: string;
  zone: DropZone;
  target: DropTarget | null;
}

/**
 * The drop for a pointer over `overId` (inside `parentId`). Over a component in a ROW the left
 * and right quarters place beside it; the top and bottom quarters place before or after the ROW
 * itself (Superset's drop above / below a row), so a full row still lets a component land on a
 * new row under it instead of answering 'There is not enough space…'.
 */
export function resolvePointerDrop(
  layout: DashboardLayout,
  draggingType: LayoutType,
  draggingId: string | undefined,
  overId: string,
  parentId: string,
  rect: { left: number; top: number; width: number; height: number },
  point: { x: number; y: number },
): PointerDrop {
  const inRow = isHorizontal(layout, parentId) && layout[overId]?.type !== 'ROW';
  if (inRow && draggingId !== parentId) {
    const vertical = zoneOf(rect, point.x, point.y, false);
    if (vertical !== 'inside') {
      const target = resolveDrop(layout, draggingType, draggingId, parentId, vertical);
      if (target && target.parentId !== parentId) return { overId: parentId, zone: vertical, target };
    }
  }
  const zone = zoneOf(rect, point.x, point.y, inRow);
  return { overId, zone, target: resolveDrop(layout, draggingType, draggingId, overId, zone) };
}
