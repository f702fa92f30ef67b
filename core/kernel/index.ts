export * from './disposable.ts';
export * from './errors.ts';
export * from './kernel.ts';
export * from './order-plugins.ts';
export * from './plugin.ts';
export * from './registry.ts';
export * from './typed-events.ts';
