// The SDK's React views (browser hosts only): what `@loupe/viz/react` gives runtime chart bundles.
export * from './echarts-view.tsx';
