// The post-processing operator factories of superset-ui-chart-controls (reference §16.2) and
// their helpers, plus Loupe's downsample operator.
export * from './types.ts';
export * from './get-metric-offsets-map.ts';
export * from './is-time-comparison.ts';
export * from './time-offset.ts';
export * from './is-derived-series.ts';
export * from './extract-extra-metrics.ts';
export * from './pivot-operator.ts';
export * from './time-compare-pivot-operator.ts';
export * from './rolling-window-operator.ts';
export * from './time-compare-operator.ts';
export * from './resample-operator.ts';
export * from './rename-operator.ts';
export * from './contribution-operator.ts';
export * from './sort-operator.ts';
export * from './flatten-operator.ts';
export * from './prophet-operator.ts';
export * from './histogram-operator.ts';
export * from './boxplot-operator.ts';
export * from './rank-operator.ts';
export * from './downsample-operator.ts';
