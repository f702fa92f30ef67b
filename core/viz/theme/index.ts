// Light and dark chart themes and the shared ECharts option pieces (the viz SDK's theme barrel).
export * from './viz-themes.ts';
export * from './echarts-theme.ts';
export * from './echarts-defaults.ts';
