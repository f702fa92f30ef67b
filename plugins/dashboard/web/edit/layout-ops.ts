// Pure layout operations for edit mode: add from the builder pane, move, delete, resize and edit
// meta. Each returns a new layout (with `parents` recomputed) or the reason the drop is refused;
// the layout given is never changed. Rules follow Superset's dashboard reducers (see valid-child.ts
// and component-width.ts).
import {
  GRID_ID,
  GRID_MAX_ROW_UNITS,
  GRID_MIN_COLUMN_COUNT,
  GRID_MIN_ROW_UNITS,
  HEADER_ID,
  ROOT_ID,
  type DashboardLayout,
  type LayoutComponent,
  type LayoutMeta,
  type LayoutType,
} from '../../shared/layout-types.ts';
import { detailedWidth, widthFromDrop } from './component-width.ts';
import { deleteSubtree, withChildren, withParents } from './layout-parents.ts';
import { MOVED_TO_DIFFERENT_SCOPE, NOT_ENOUGH_SPACE, TOP_LEVEL_TAB_INTO_NESTED } from './layout-messages.ts';
import { newComponent, newComponentsForDrop } from './new-component.ts';
import {
  ancestorsOf,
  componentDepth,
  findParentId,
  isResizable,
  isValidChild,
  shouldWrapInRow,
} from './valid-child.ts';

/** Where a component lands: before the child now at `index` in `parentId` (index = length: last). */
export interface DropTarget {
  parentId: string;
  index: number;
}

export type OpResult =
  | { ok: true; layout: DashboardLayout; id?: string; warning?: string }
  | { ok: false; reason: 'invalid' | 'no-space' | 'top-level-tabs'; message?: string };

export interface MoveOptions {
  /** True when the chart's filter scope differs between the two paths (ids, root first, itself last). */
  scopeDiffers?: (before: string[], after: string[], chartId: number | undefined) => boolean;
}

const invalid: OpResult = { ok: false, reason: 'invalid' };
const noSpace: OpResult = { ok: false, reason: 'no-space', message: NOT_ENOUGH_SPACE };
const PERMANENT = new Set([ROOT_ID, GRID_ID, HEADER_ID]);

/** The root's TABS when the dashboard has top-level tabs. */
export function topLevelTabsId(layout: DashboardLayout): string | undefined {
  const first = layout[ROOT_ID]?.children[0];
  return first && layout[first]?.type === 'TABS' ? first : undefined;
}

function isInside(layout: DashboardLayout, id: string, maybeAncestor: string): boolean {
  return id === maybeAncestor || ancestorsOf(layout, id).includes(maybeAncestor);
}

/** Whether a component of `childType` (or the existing `draggingId`) may be dropped into `parentId`. */
export function canDrop(
  layout: DashboardLayout,
  childType: LayoutType,
  parentId: string,
  draggingId?: string,
): boolean {
  const parent = layout[parentId];
  if (!parent) return false;
  if (draggingId && isInside(layout, parentId, draggingId)) return false;
  if (parentId === ROOT_ID) return childType === 'TABS' && !topLevelTabsId(layout);
  return isValidChild(parent.type, childType, componentDepth(layout, parentId));
}

function clampIndex(index: number, length: number): number {
  return Math.max(0, Math.min(Number.isFinite(index) ? Math.trunc(index) : length, length));
}

/** Inserts `id` at the target, wrapping it in a new ROW where a grid or tab needs one. */
function insert(next: DashboardLayout, id: string, target: DropTarget): void {
  const parent = next[target.parentId]!;
  const child = next[id]!;
  let placed = id;
  if (shouldWrapInRow(parent.type, child.type)) {
    const row = newComponent('ROW');
    row.children = [id];
    next[row.id] = row;
    placed = row.id;
  }
  const children = [...parent.children];
  children.splice(clampIndex(target.index, children.length), 0, placed);
  next[target.parentId] = withChildren(parent, children);
}

function setWidth(next: DashboardLayout, id: string, width: number | undefined): void {
  const component = next[id]!;
  if (width === undefined || !isResizable(component.type) || component.meta?.width === width) return;
  next[id] = { ...component, meta: { ...component.meta, width } };
}

/** Top-level tabs: the root's GRID content moves into the first tab of the new TABS. */
function createTopLevelTabs(layout: DashboardLayout, tabs: LayoutComponent[]): OpResult {
  const next: DashboardLayout = { ...layout };
  const root = next[ROOT_ID]!;
  const gridId = root.children[0]!;
  const grid = next[gridId]!;
  const [tabsComponent, firstTab] = tabs;
  if (!tabsComponent || !firstTab) return invalid;
  for (const component of tabs) next[component.id] = { ...component };
  next[firstTab.id] = withChildren(firstTab, [...grid.children]);
  next[gridId] = withChildren(grid, []);
  next[ROOT_ID] = withChildren(root, [tabsComponent.id]);
  return { ok: true, layout: withParents(next), id: tabsComponent.id };
}

/** Back to a plain grid: every top-level tab's content moves into GRID, in tab order. */
function deleteTopLevelTabs(layout: DashboardLayout): DashboardLayout {
  const next: DashboardLayout = { ...layout };
  const tabsId = topLevelTabsId(layout);
  if (!tabsId) return layout;
  const content: string[] = [];
  for (const tabId of layout[tabsId]!.children) {
    content.push(...(layout[tabId]?.children ?? []));
    delete next[tabId];
  }
  delete next[tabsId];
  const grid = next[GRID_ID] ?? { id: GRID_ID, type: 'GRID' as const, children: [] };
  next[GRID_ID] = withChildren(grid, [...grid.children, ...content]);
  next[ROOT_ID] = withChildren(next[ROOT_ID]!, [GRID_ID]);
  return withParents(next);
}

/** Adds a new component of `type` from the builder pane (charts carry chartId/sliceName/uuid in meta). */
export function addComponent(
  layout: DashboardLayout,
  type: LayoutType,
  meta: LayoutMeta,
  target: DropTarget,
): OpResult {
  if (!canDrop(layout, type, target.parentId)) return invalid;
  const { root, all } = newComponentsForDrop(type, meta);
  if (target.parentId === ROOT_ID) return createTopLevelTabs(layout, all);
  const width = widthFromDrop(layout, root, target.parentId, false);
  if (width !== undefined && width < 0) return noSpace;
  const next: DashboardLayout = { ...layout };
  for (const component of all) next[component.id] = component;
  setWidth(next, root.id, width);
  insert(next, root.id, target);
  return { ok: true, layout: withParents(next), id: root.id };
}

function removeFromParent(next: DashboardLayout, parentId: string, id: string): void {
  const parent = next[parentId]!;
  next[parentId] = withChildren(
    parent,
    parent.children.filter((child) => child !== id),
  );
}

/** An emptied ROW or TABS left behind by a move or delete goes too. */
function dropEmptiedContainer(next: DashboardLayout, containerId: string): void {
  const container = next[containerId];
  if (!container || container.children.length > 0 || PERMANENT.has(containerId)) return;
  if (container.type !== 'ROW' && container.type !== 'TABS') return;
  const grandparentId = findParentId(next, containerId);
  if (grandparentId) removeFromParent(next, grandparentId, containerId);
  delete next[containerId];
}

function chartsUnder(layout: DashboardLayout, id: string): LayoutComponent[] {
  const component = layout[id];
  if (!component) return [];
  if (component.type === 'CHART') return [component];
  return component.children.flatMap((child) => chartsUnder(layout, child));
}

/** Moves an existing component (and what it holds) to the target. */
export function moveComponent(
  layout: DashboardLayout,
  id: string,
  target: DropTarget,
  options: MoveOptions = {},
): OpResult {
  const dragging = layout[id];
  const sourceParentId = findParentId(layout, id);
  if (!dragging || !sourceParentId || PERMANENT.has(id)) return invalid;
  const topTabs = topLevelTabsId(layout);
  const movesTopLevelTab = dragging.type === 'TAB' && sourceParentId === topTabs && target.parentId !== topTabs;
  if (id === topTabs || movesTopLevelTab)
    return { ok: false, reason: 'top-level-tabs', message: TOP_LEVEL_TAB_INTO_NESTED };
  if (!canDrop(layout, dragging.type, target.parentId, id)) return invalid;

  const sameParent = sourceParentId === target.parentId;
  const oldIndex = layout[sourceParentId]!.children.indexOf(id);
  let index = clampIndex(target.index, layout[target.parentId]!.children.length);
  if (sameParent && oldIndex < index) index -= 1;
  if (sameParent && oldIndex === index) return { ok: true, layout };

  const width = widthFromDrop(layout, dragging, target.parentId, sameParent);
  if (width !== undefined && width < 0) return noSpace;

  const beforePaths = new Map(
    chartsUnder(layout, id).map((chart) => [chart.id, [...ancestorsOf(layout, chart.id), chart.id]]),
  );
  const next: DashboardLayout = { ...layout };
  removeFromParent(next, sourceParentId, id);
  setWidth(next, id, width);
  insert(next, id, { parentId: target.parentId, index });
  dropEmptiedContainer(next, sourceParentId);
  const moved = withParents(next);

  let warning: string | undefined;
  if (options.scopeDiffers) {
    for (const [chartId, before] of beforePaths) {
      const after = [...(moved[chartId]?.parents ?? []), chartId];
      if (options.scopeDiffers(before, after, moved[chartId]?.meta?.chartId)) warning = MOVED_TO_DIFFERENT_SCOPE;
    }
  }
  return { ok: true, layout: moved, id, warning };
}

/** Deletes a component and what it holds; an emptied ROW goes too, the last TAB takes its TABS. */
export function deleteComponent(layout: DashboardLayout, id: string): OpResult {
  const component = layout[id];
  const parentId = findParentId(layout, id);
  if (!component || !parentId || PERMANENT.has(id)) return invalid;
  const parent = layout[parentId]!;
  const topTabs = topLevelTabsId(layout);
  if (id === topTabs || (parentId === topTabs && parent.children.length === 1)) {
    return { ok: true, layout: deleteTopLevelTabs(layout) };
  }
  if (component.type === 'TAB' && parent.children.length === 1) return deleteComponent(layout, parentId);
  const next: DashboardLayout = { ...layout };
  removeFromParent(next, parentId, id);
  deleteSubtree(next, id);
  if (next[parentId]?.type === 'ROW') dropEmptiedContainer(next, parentId);
  return { ok: true, layout: withParents(next) };
}

/** The widest a resizable component may be: its width plus the free columns of its ROW (or its COLUMN's width). */
export function maxWidthFor(layout: DashboardLayout, id: string): number {
  const component = layout[id];
  const parentId = findParentId(layout, id);
  const parent = parentId ? layout[parentId] : undefined;
  if (!component || !parent) return GRID_MIN_COLUMN_COUNT;
  const own = Number(component.meta?.width) || 0;
  if (parent.type === 'ROW') {
    const { width = 0, occupied = 0 } = detailedWidth(layout, parent);
    return Math.max(own, width - occupied + own);
  }
  if (parent.type === 'COLUMN') return Math.max(GRID_MIN_COLUMN_COUNT, Number(parent.meta?.width) || 0);
  return Math.max(own, 12);
}

/** The narrowest a component may be: one column, or a COLUMN's widest inner row. */
export function minWidthFor(layout: DashboardLayout, id: string): number {
  return detailedWidth(layout, layout[id]).minimum ?? GRID_MIN_COLUMN_COUNT;
}

/** Resizes to whole columns and GRID_BASE_UNIT rows, clamped to what the component's place allows. */
export function resizeComponent(
  layout: DashboardLayout,
  id: string,
  size: { width?: number; height?: number },
): OpResult {
  const component = layout[id];
  if (!component || !isResizable(component.type)) return invalid;
  const meta = { ...component.meta };
  if (size.width !== undefined && Number.isFinite(size.width)) {
    const min = minWidthFor(layout, id);
    const max = maxWidthFor(layout, id);
    meta.width = Math.max(min, Math.min(max, Math.round(size.width)));
  }
  if (size.height !== undefined && Number.isFinite(size.height) && component.type !== 'COLUMN') {
    meta.height = Math.max(GRID_MIN_ROW_UNITS, Math.min(GRID_MAX_ROW_UNITS, Math.round(size.height)));
  }
  if (meta.width === component.meta?.width && meta.height === component.meta?.height) return { ok: true, layout };
  return { ok: true, layout: { ...layout, [id]: { ...component, meta } } };
}

/** Merges `patch` into a component's meta (header/tab titles, markdown code, header size, background). */
export function updateMeta(layout: DashboardLayout, id: string, patch: LayoutMeta): OpResult {
  const component = layout[id];
  if (!component) return invalid;
  const changed = Object.entries(patch).some(([key, value]) => component.meta?.[key] !== value);
  if (!changed) return { ok: true, layout };
  return { ok: true, layout: { ...layout, [id]: { ...component, meta: { ...component.meta, ...patch } } } };
}
