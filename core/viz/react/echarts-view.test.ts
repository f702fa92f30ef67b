import { describe, expect, it } from 'vitest';
import { sizeChanged } from './echarts-view.tsx';

describe('EChartsView sizeChanged', () => {
  it('resizes only to a size the chart was not made or last resized at', () => {
    expect(sizeChanged(null, { width: 300, height: 200 })).toBe(true);
    expect(sizeChanged({ width: 300, height: 200 }, { width: 300, height: 200 })).toBe(false);
    expect(sizeChanged({ width: 300, height: 200 }, { width: 301, height: 200 })).toBe(true);
    expect(sizeChanged({ width: 300, height: 200 }, { width: 300, height: 180 })).toBe(true);
  });
});
