/** A plain-text table: a header, a rule, and padded columns (numbers right-aligned). */
export function renderTable(columns: string[], rows: Record<string, unknown>[]): string {
  const text = (v: unknown) =>
    v === null || v === undefined ? '' : typeof v === 'boolean' ? (v ? 'yes' : 'no') : String(v);
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => text(r[c]).length)));
  const numeric = columns.map((c) => rows.length > 0 && rows.every((r) => typeof r[c] === 'number'));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return (
    [
      line(columns),
      widths.map((w) => '─'.repeat(w)).join('  '),
      ...rows.map((r) => line(columns.map((c) => text(r[c])))),
    ].join('\n') + '\n'
  );
}
