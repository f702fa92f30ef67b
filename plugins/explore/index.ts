// The explore plugin: charts and their data (the chart data API, samples, time ranges). This file
// is the manifest every host shares; each host's entry adds its own part to it.
export const exploreManifest = { id: 'explore', dependsOn: ['catalog'] as string[] } as const;
