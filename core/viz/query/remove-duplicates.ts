/** Keeps the first item of each hash, in order (superset-ui-core utils/removeDuplicates). */
export function removeDuplicates<T>(items: T[], hash?: (item: T) => unknown): T[] {
  if (!hash) return [...new Set(items)];
  const seen = new Set<unknown>();
  return items.filter((item) => {
    const key = hash(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
