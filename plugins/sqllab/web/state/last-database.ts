const KEY = 'loupe.sqllab.lastDbId';

/** The database last used in SQL Lab, remembered in the browser (spec §2's first fallback). */
export function readLastDatabase(): number | null {
  try {
    const stored = Number(localStorage.getItem(KEY));
    return Number.isInteger(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

export function writeLastDatabase(dbId: number): void {
  try {
    localStorage.setItem(KEY, String(dbId));
  } catch {
    // Remembered for this page only.
  }
}
