import { ROOT_ID } from '../../shared/index.ts';

export interface TabNode {
  value: string;
  title: string;
  children: TabNode[];
}

type Component = { type?: string; children?: string[]; meta?: { text?: string; defaultText?: string } };

/**
 * Superset's DashboardDAO.get_tabs_for_dashboard: every TAB's title by id, and the tree of tabs
 * from ROOT_ID down (components between tabs are passed through).
 */
export function dashboardTabs(layout: Record<string, unknown>): {
  all_tabs: Record<string, string>;
  tab_tree: TabNode[];
} {
  const all: Record<string, string> = {};
  const seen = new Set<string>();
  const walk = (id: string): TabNode[] => {
    if (seen.has(id)) return [];
    seen.add(id);
    const c = layout[id] as Component | undefined;
    if (!c || typeof c !== 'object') return [];
    const below = (c.children ?? []).flatMap(walk);
    if (String(c.type).toUpperCase() !== 'TAB') return below;
    const title = c.meta?.text || c.meta?.defaultText || id;
    all[id] = title;
    return [{ value: id, title, children: below }];
  };
  return { all_tabs: all, tab_tree: walk(ROOT_ID) };
}
