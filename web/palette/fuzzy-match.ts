/**
 * Fuzzy matching for the command palette: every character of the query must appear in order in
 * the text (case-insensitive). Matches at the start of the text or of a word, and consecutive
 * runs, score higher; the matched positions come back for highlighting.
 */
export interface FuzzyResult {
  score: number;
  positions: number[];
}

const isWordStart = (text: string, i: number) => i === 0 || /[\s\-_/.:(]/.test(text[i - 1]!);

export function fuzzyMatch(query: string, text: string): FuzzyResult | null {
  const q = query.trim().toLowerCase();
  if (!q) return { score: 0, positions: [] };
  const lower = text.toLowerCase();
  // A plain substring is the strongest kind of match.
  const at = lower.indexOf(q);
  if (at >= 0) {
    const positions = Array.from({ length: q.length }, (_, k) => at + k);
    return { score: 1000 - at + (isWordStart(text, at) ? 200 : 0) + (at === 0 ? 200 : 0), positions };
  }
  const positions: number[] = [];
  let score = 0;
  let from = 0;
  for (const ch of q) {
    if (ch === ' ') continue;
    let i = lower.indexOf(ch, from);
    // Prefer the next word start holding this character over an earlier mid-word one.
    for (let j = i; j >= 0; j = lower.indexOf(ch, j + 1)) {
      if (isWordStart(text, j)) {
        if (j - i < 12) i = j;
        break;
      }
    }
    if (i < 0) return null;
    score += isWordStart(text, i) ? 30 : 5;
    if (positions.length && positions[positions.length - 1] === i - 1) score += 15;
    score -= Math.min(i - from, 10);
    positions.push(i);
    from = i + 1;
  }
  return { score, positions };
}

/** The items matching the query, best first; equal scores keep their given order. */
export function fuzzyFilter<T>(
  items: readonly T[],
  query: string,
  textOf: (item: T) => string,
): { item: T; positions: number[] }[] {
  const out: { item: T; positions: number[]; score: number; index: number }[] = [];
  items.forEach((item, index) => {
    const m = fuzzyMatch(query, textOf(item));
    if (m) out.push({ item, positions: m.positions, score: m.score, index });
  });
  if (query.trim()) out.sort((a, b) => b.score - a.score || a.index - b.index);
  return out.map(({ item, positions }) => ({ item, positions }));
}
