// The query-building half of the viz SDK (superset-ui-core's query module and chart-controls'
// operators): what every plugin's buildQuery calls.
export * from './constants.ts';
export * from './ensure-is-array.ts';
export * from './ensure-is-int.ts';
export * from './remove-duplicates.ts';
export * from './column-guards.ts';
export * from './metric-guards.ts';
export * from './get-metric-label.ts';
export * from './get-column-label.ts';
export * from './get-x-axis.ts';
export * from './extract-query-fields.ts';
export * from './extract-extras.ts';
export * from './convert-filter.ts';
export * from './process-filters.ts';
export * from './process-extra-form-data.ts';
export * from './normalize-order-by.ts';
export * from './build-query-object.ts';
export * from './normalize-time-column.ts';
export * from './datasource-key.ts';
export * from './build-query-context.ts';
export * from './extract-timegrain.ts';
export * from './operators/index.ts';
