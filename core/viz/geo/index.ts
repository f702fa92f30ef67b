export * from './country-codes.ts';
export * from './us-state-codes.ts';
export * from './load-geo.ts';
export * from './register-map.ts';
