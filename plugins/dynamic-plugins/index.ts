// The dynamic-plugins plugin: chart plugins loaded at run time from ES module bundles (Superset's
// DYNAMIC_PLUGINS). This file is the manifest every host shares; each host's entry adds its part.
export const dynamicPluginsManifest = { id: 'dynamic-plugins', dependsOn: [] as string[] } as const;
