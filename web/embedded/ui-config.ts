/**
 * The page's address as the SDK builds it (embedded-sdk.md §1 step 3, §3): `uiConfig` bits and
 * the filter bar parameters.
 */
export interface EmbeddedUiConfig {
  hideTitle: boolean;
  hideTab: boolean;
  hideNav: boolean;
  hideChartControls: boolean;
  emitDataMasks: boolean;
  showRowLimitWarning: boolean;
  /** `show_filters`, `expand_filters`: null when the address does not say. */
  showFilters: boolean | null;
  expandFilters: boolean | null;
}

const flag = (v: string | null) => (v === 'true' ? true : v === 'false' ? false : null);

export function parseUiConfig(search: string): EmbeddedUiConfig {
  const p = new URLSearchParams(search);
  const n = Number.parseInt(p.get('uiConfig') ?? '0', 10) || 0;
  return {
    hideTitle: (n & 1) !== 0,
    hideTab: (n & 2) !== 0,
    hideNav: (n & 4) !== 0,
    hideChartControls: (n & 8) !== 0,
    emitDataMasks: (n & 16) !== 0,
    showRowLimitWarning: (n & 32) !== 0,
    showFilters: flag(p.get('show_filters')),
    expandFilters: flag(p.get('expand_filters')),
  };
}
