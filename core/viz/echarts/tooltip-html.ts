import { sanitizeHtml } from '../format/series-names.ts';

// A tooltip body as Superset's tooltipHtml (superset-ui-core/src/utils/tooltip.ts) lays it out: an
// optional bold title, then one row per entry with its cells side by side. Every text is escaped,
// since labels come from data.

export function tooltipHtml(rows: readonly (readonly string[])[], title?: string, focusedRow?: number): string {
  const head = title ? `<div style="font-weight:700;margin-bottom:4px">${sanitizeHtml(title)}</div>` : '';
  const body = rows
    .map((row, index) => {
      const weight = index === focusedRow ? 'font-weight:700;' : '';
      const cells = row
        .map((cell, column) => {
          const align = column > 0 ? 'text-align:right;' : '';
          const gap = column === row.length - 1 ? 0 : 8;
          return `<td style="${weight}${align}padding:0 ${gap}px 0 0">${sanitizeHtml(cell)}</td>`;
        })
        .join('');
      return `<tr>${cells}</tr>`;
    })
    .join('');
  return `${head}<table>${body}</table>`;
}
