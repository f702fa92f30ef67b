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
export * from './controls/conditional-formatting.ts';
export * from './svg/index.ts';
// The categorical ECharts charts' shared pieces (cross-filter, tooltip, hierarchy, legend controls).
export * from './controls/echarts-common-controls.ts';
export * from './controls/shared-control-rows.ts';
export * from './echarts/categorical-cross-filter.ts';
export * from './echarts/tooltip-html.ts';
export * from './echarts/camel-form-data.ts';
export * from './echarts/tree-builder.ts';
