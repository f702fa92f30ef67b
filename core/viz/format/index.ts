// Number, currency and time formatting with Superset's named formats (the viz SDK's format barrel).
export * from './number-formats.ts';
export * from './number-formatter.ts';
export * from './smart-number-formatter.ts';
export * from './duration-formatter.ts';
export * from './memory-formatter.ts';
export * from './number-format-registry.ts';
export * from './currency-formatter.ts';
export * from './value-formatter.ts';
export * from './time-formats.ts';
export * from './time-formatter.ts';
export * from './time-format-registry.ts';
export * from './time-axis-formatters.ts';
export * from './series-names.ts';
export * from './over-max-hidden-formatter.ts';
