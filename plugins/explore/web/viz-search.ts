/** What the gallery searches: a chart type's name, tags and description (spec §9: weights 4, 2, 1). */
export interface SearchableViz {
  key: string;
  name: string;
  tags: readonly string[];
  description: string;
}

export const SEARCH_THRESHOLD = 0.3;
const WEIGHTS = { name: 4, tags: 2, description: 1 } as const;

/** The fewest edits turning `pattern` into some substring of `text`, over the pattern's length (0 = found as is). */
export function fuzzyScore(pattern: string, text: string): number {
  const p = pattern.toLowerCase();
  const s = text.toLowerCase();
  if (!p) return 0;
  if (s.includes(p)) return 0;
  // Sellers' algorithm: edit distance of p against any substring of s.
  let prev = new Array<number>(s.length + 1).fill(0);
  for (let i = 1; i <= p.length; i++) {
    const cur = new Array<number>(s.length + 1);
    cur[0] = i;
    for (let j = 1; j <= s.length; j++) {
      const cost = p[i - 1] === s[j - 1] ? 0 : 1;
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
    }
    prev = cur;
  }
  return Math.min(...prev) / p.length;
}

/**
 * The gallery's fuzzy search (Superset uses Fuse with threshold 0.3 and these weights): a chart
 * matches when a field is within the threshold; better and heavier fields rank first. An empty
 * query keeps every chart in its order.
 */
export function searchViz<T extends SearchableViz>(items: readonly T[], query: string): T[] {
  const q = query.trim();
  if (!q) return [...items];
  const scored: { item: T; rank: number; index: number }[] = [];
  items.forEach((item, index) => {
    const fields: [number, number][] = [
      [fuzzyScore(q, item.name), WEIGHTS.name],
      [Math.min(1, ...item.tags.map((tag) => fuzzyScore(q, tag))), WEIGHTS.tags],
      [q.length >= 3 ? fuzzyScore(q, item.description) : 1, WEIGHTS.description],
    ];
    if (!fields.some(([s]) => s <= SEARCH_THRESHOLD)) return;
    const rank = fields.reduce((sum, [s, w]) => sum + (s <= SEARCH_THRESHOLD ? w * (1 - s) : 0), 0);
    scored.push({ item, rank, index });
  });
  return scored.sort((a, b) => b.rank - a.rank || a.index - b.index).map((s) => s.item);
}
