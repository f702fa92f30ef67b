// `parents` of every component recomputed from the children lists (Superset's
// updateComponentParentsList), and the whole-subtree delete.
import { ROOT_ID, type DashboardLayout, type LayoutComponent } from '../../shared/layout-types.ts';

/** A copy of the layout whose components reachable from ROOT carry their ancestor ids, root first. */
export function withParents(layout: DashboardLayout): DashboardLayout {
  const next: DashboardLayout = { ...layout };
  const visit = (id: string, parents: string[], seen: Set<string>): void => {
    const component = next[id];
    if (!component || seen.has(id)) return;
    seen.add(id);
    const same =
      component.parents &&
      component.parents.length === parents.length &&
      component.parents.every((p, i) => p === parents[i]);
    if (!same) next[id] = { ...component, parents };
    for (const childId of component.children) visit(childId, [...parents, id], seen);
  };
  visit(ROOT_ID, [], new Set());
  return next;
}

/** Removes a component and everything under it from `next` (mutates the copy it is given). */
export function deleteSubtree(next: DashboardLayout, id: string): void {
  const component: LayoutComponent | undefined = next[id];
  if (!component) return;
  delete next[id];
  for (const childId of component.children) deleteSubtree(next, childId);
}

export function withChildren(component: LayoutComponent, children: string[]): LayoutComponent {
  return { ...component, children };
}
