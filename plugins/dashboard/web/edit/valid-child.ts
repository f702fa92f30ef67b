// Which component may hold which, by type and nesting depth (Superset's dashboard/util/isValidChild):
// depth stops container nesting from going on forever. TABS do not deepen their TAB children, and a
// nested TAB does not deepen its children; a top-level TAB does (its content sits in a grid).
import { ROOT_ID, type DashboardLayout, type LayoutType } from '../../shared/layout-types.ts';

type DepthTable = Partial<Record<LayoutType, Partial<Record<LayoutType, number>>>>;

/** Maximum parent depth at which a child type may be dropped into a parent type. */
const MAX_PARENT_DEPTH: DepthTable = {
  ROOT: { TABS: 0, GRID: 0 },
  GRID: { CHART: 1, DYNAMIC: 1, MARKDOWN: 1, COLUMN: 1, DIVIDER: 1, HEADER: 1, ROW: 1, TABS: 1 },
  ROW: { CHART: 4, DYNAMIC: 4, MARKDOWN: 4, COLUMN: 4 },
  TABS: { TAB: 3 },
  TAB: { CHART: 5, DYNAMIC: 5, MARKDOWN: 5, COLUMN: 3, DIVIDER: 5, HEADER: 5, ROW: 3, TABS: 3 },
  COLUMN: { CHART: 5, HEADER: 5, MARKDOWN: 5, ROW: 3, DIVIDER: 3, TABS: 3 },
};

export function isValidChild(
  parentType: LayoutType | undefined,
  childType: LayoutType | undefined,
  parentDepth: number,
): boolean {
  if (!parentType || !childType || !Number.isFinite(parentDepth)) return false;
  const max = MAX_PARENT_DEPTH[parentType]?.[childType];
  return typeof max === 'number' && parentDepth <= max;
}

/** The id of the component whose children hold `childId`, or undefined. */
export function findParentId(layout: DashboardLayout, childId: string): string | undefined {
  for (const [id, value] of Object.entries(layout)) {
    const children = (value as { children?: unknown } | null)?.children;
    if (Array.isArray(children) && children.includes(childId)) return id;
  }
  return undefined;
}

/** The ancestor chain of a component, root first (walks the children lists, not `parents`). */
export function ancestorsOf(layout: DashboardLayout, id: string): string[] {
  const chain: string[] = [];
  const seen = new Set<string>([id]);
  let current = findParentId(layout, id);
  while (current !== undefined && !seen.has(current)) {
    chain.unshift(current);
    seen.add(current);
    current = findParentId(layout, current);
  }
  return chain;
}

/** Nesting depth of a component: ROOT is 0. */
export function componentDepth(layout: DashboardLayout, id: string): number {
  if (id === ROOT_ID) return 0;
  const chain = [...ancestorsOf(layout, id), id];
  let depth = 0;
  for (let i = 1; i < chain.length; i += 1) {
    const parent = layout[chain[i - 1]!];
    if (!parent) return Number.NaN;
    if (parent.type === 'TABS') continue;
    if (parent.type === 'TAB') {
      const tabsParentId = i >= 3 ? chain[i - 3] : undefined;
      const isTopLevelTab = tabsParentId === ROOT_ID;
      if (!isTopLevelTab) continue;
    }
    depth += 1;
  }
  return depth;
}

/** Charts, markdown and columns drop into a grid or tab inside a new ROW. */
export function shouldWrapInRow(parentType: LayoutType, childType: LayoutType): boolean {
  return (
    (parentType === 'GRID' || parentType === 'TAB') && ['CHART', 'MARKDOWN', 'COLUMN', 'DYNAMIC'].includes(childType)
  );
}

export function isResizable(type: LayoutType | undefined): boolean {
  return type === 'CHART' || type === 'MARKDOWN' || type === 'COLUMN' || type === 'DYNAMIC';
}
