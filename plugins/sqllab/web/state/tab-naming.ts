/** The name of a new tab: 'Untitled Query N', N one more than the highest N among the open tabs (spec §2). */
export function nextUntitledName(existing: readonly string[], prefix = 'Untitled Query'): string {
  const pattern = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (\\d+)$`);
  let highest = 0;
  for (const name of existing) {
    const m = pattern.exec(name.trim());
    if (m) highest = Math.max(highest, Number(m[1]));
  }
  return `${prefix} ${highest + 1}`;
}

/** The SQL a new tab starts with (spec §9: a SELECT template). */
export const DEFAULT_SQL = 'SELECT ...';
