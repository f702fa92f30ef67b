// The catalog plugin: databases (connections) and datasets. This file is the manifest every host
// shares; each host's entry (server/index.ts, cli/index.ts) adds its own part to it.
export const catalogManifest = { id: 'catalog', dependsOn: [] as string[] } as const;
