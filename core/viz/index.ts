// The viz SDK's public surface (ARCHITECTURE §6): what viz plugins, built-in or loaded at run time,
// may import. Isomorphic: no DOM, no node:*. React views live in ./react/ (browser hosts only).
export * from './plugin/viz-plugin.ts';
export * from './plugin/chart-props.ts';
export * from './controls/control-panel.ts';
export * from './controls/validators.ts';
export * from './query/query-types.ts';
export * from './query/index.ts';
export * from './format/index.ts';
export * from './color/index.ts';
export * from './theme/index.ts';
