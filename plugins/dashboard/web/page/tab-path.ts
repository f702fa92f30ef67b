import type { DashboardLayout } from '../../shared/index.ts';

/** The TABs to show so that component `id` is visible: each TAB on its parents path, and it if a TAB. */
export function tabPathTo(layout: DashboardLayout, id: string): string[] {
  const c = layout[id];
  if (!c) return [];
  return [...(c.parents ?? []), id].filter((p) => layout[p]?.type === 'TAB');
}
