import { describe, expect, it } from 'vitest';
import { parseUiConfig } from './ui-config.ts';

describe('parseUiConfig', () => {
  it("reads the SDK's bits and filter parameters", () => {
    expect(parseUiConfig('?uiConfig=1&expand_filters=false')).toEqual({
      hideTitle: true,
      hideTab: false,
      hideNav: false,
      hideChartControls: false,
      emitDataMasks: false,
      showRowLimitWarning: false,
      showFilters: null,
      expandFilters: false,
    });
    const all = parseUiConfig('?uiConfig=63&show_filters=true');
    expect(Object.values(all).slice(0, 6).every(Boolean)).toBe(true);
    expect(all.showFilters).toBe(true);
  });

  it('treats a missing or odd uiConfig as 0', () => {
    expect(parseUiConfig('').hideTitle).toBe(false);
    expect(parseUiConfig('?uiConfig=abc').emitDataMasks).toBe(false);
    expect(parseUiConfig('?uiConfig=16').emitDataMasks).toBe(true);
  });
});
