// The dashboard plugin: dashboards (layout, tiles, editing, the query planner), CSS templates,
// embedding and the dashboard list. This file is the manifest every host shares; each host's entry
// adds its own part to it.
export const dashboardManifest = { id: 'dashboard', dependsOn: ['catalog', 'explore'] as string[] } as const;
