// What other plugins may use of dashboards on any side (ARCHITECTURE.md §3). Isomorphic.
export * from './layout-types.ts';
export * from './metadata-types.ts';
