// The ECharts time-series family shared by echarts_timeseries, _line, _bar, _scatter, _smooth,
// _step, echarts_area and mixed_timeseries (Superset plugin-chart-echarts src/Timeseries). Isomorphic;
// the React chart lives in core/viz/react/timeseries-chart.tsx.
export * from './constants.ts';
export * from './annotations.ts';
export * from './formula.ts';
export * from './extract-series.ts';
export * from './read-form-data.ts';
export * from './series-options.ts';
export * from './cross-filter.ts';
export * from './transform-props.ts';
export * from './build-query.ts';
export * from './control-panel.ts';
export * from './formatting.ts';
