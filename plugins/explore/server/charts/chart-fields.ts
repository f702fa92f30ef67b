/** Computed fields of the chart resource that read the stored row. */

function parseObject(text: unknown): Record<string, unknown> {
  if (typeof text !== 'string' || !text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Superset's Slice.form_data: the stored `params`, then `slice_id`, `viz_type` and `datasource`
 * from the row's own columns (they win over what params say). Unreadable params read as `{}`.
 */
export function chartFormData(row: Record<string, unknown>): Record<string, unknown> {
  const formData: Record<string, unknown> = { ...parseObject(row.params), slice_id: row.id };
  if (row.viz_type) formData.viz_type = row.viz_type;
  if (row.datasource_id !== null && row.datasource_id !== undefined && row.datasource_type)
    formData.datasource = `${String(row.datasource_id)}__${String(row.datasource_type)}`;
  return formData;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `description_markeddown`: Superset renders the description as Markdown. Loupe answers its
 * paragraphs escaped and wrapped in `<p>` (no other Markdown), never raw HTML from the user.
 */
export function descriptionMarkeddown(description: string | null | undefined): string {
  if (!description) return '';
  return description
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p.trim())}</p>`)
    .join('\n');
}
