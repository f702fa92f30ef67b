const KEY = 'loupe.sqllab.paneHeights';

type Heights = Record<string, { northPercent: number; southPercent: number }>;

/** Pane heights per tab, kept in the browser in both persistence modes (Superset keeps them local too). */
export function readPaneHeights(): Heights {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Heights) : {};
  } catch {
    return {};
  }
}

export function writePaneHeight(tabId: string, northPercent: number): void {
  const all = readPaneHeights();
  all[tabId] = { northPercent, southPercent: 100 - northPercent };
  try {
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Remembered for this page only.
  }
}
