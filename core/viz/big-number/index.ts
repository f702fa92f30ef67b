// Big numbers (big_number_total, big_number, pop_kpi): isomorphic transforms, layout and static SVG.
// The React view lives in core/viz/react/big-number-view.tsx.
export * from './big-number-props.ts';
export * from './layout.ts';
export * from './transform-total.ts';
export * from './transform-trendline.ts';
export * from './render-svg.ts';
