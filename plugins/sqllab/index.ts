// The sqllab plugin: the SQL editor (queries, results, stop, saved and shared queries, tab state).
// This file is the manifest every host shares; each host's entry adds its own part to it.
export const sqllabManifest = { id: 'sqllab', dependsOn: ['catalog'] as string[] } as const;
