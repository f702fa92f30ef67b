// The static SVG kit (isomorphic): what non-ECharts plugins' `render-svg.ts` draw with.
export * from './escape.ts';
export * from './measure-text.ts';
export * from './elements.ts';
export * from './table.ts';
export * from './message.ts';
