// Colour schemes, scales and helpers with Superset's scheme ids and colours (the viz SDK's colour barrel).
export * from './color-scheme.ts';
export * from './categorical-schemes.ts';
export * from './sequential-schemes.ts';
export * from './scheme-registry.ts';
export * from './color-utils.ts';
export * from './hcl.ts';
export * from './labels-color-map.ts';
export * from './categorical-color-scale.ts';
export * from './sequential-color.ts';
