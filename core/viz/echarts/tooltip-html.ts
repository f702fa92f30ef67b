// A tooltip body as Superset's tooltipHtml (superset-ui-core/src/utils/tooltip.ts) lays it out: an
// optional bold title, then one row per entry with its cells side by side. Every text is escaped,
// since labels come from data.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

export function tooltipHtml(rows: readonly (readonly string[])[], title?: string, focusedRow?: number): string {
  const head = title ? `<div style="font-weight:700;margin-bottom:4px">${escapeHtml(title)}</div>` : '';
  const body = rows
    .map((row, index) => {
      const weight = index === focusedRow ? 'font-weight:700;' : '';
      const cells = row
        .map(
          (cell, column) =>
            `<td style="${weight}padding:0 ${column === row.length - 1 ? 0 : 8}px 0 0;${column > 0 ? 'text-align:right' : ''}">${escapeHtml(cell)}</td>`,
        )
        .join('');
      return `<tr>${cells}</tr>`;
    })
    .join('');
  return `${head}<table>${body}</table>`;
}
