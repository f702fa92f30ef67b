/**
 * Superset's query_context_modified for guests: every metric and column a guest's request names
 * (in its form_data and in each query object) must be one the saved chart already names, in its
 * params or its saved query context. Values compare as canonical JSON (adhoc objects included).
 */
const METRIC_KEYS = [
  'metrics',
  'metric',
  'metric_2',
  'percent_metrics',
  'timeseries_limit_metric',
  'secondary_metric',
  'size',
  'x',
  'y',
  'sort_by_metric',
] as const;
const COLUMN_KEYS = [
  'columns',
  'groupby',
  'all_columns',
  'x_axis',
  'series',
  'entity',
  'groupbyColumns',
  'groupbyRows',
  'granularity_sqla',
] as const;

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v ?? null);
}

function valuesOf(source: Record<string, unknown> | null | undefined, keys: readonly string[]): string[] {
  if (!source) return [];
  const out: string[] = [];
  for (const k of keys) {
    const v = source[k];
    if (v === undefined || v === null || v === '') continue;
    for (const item of Array.isArray(v) ? v : [v]) out.push(canonical(item));
  }
  return out;
}

function parseObject(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The saved column a query's column object stands for: buildQuery turns the x-axis `ds` into
 * `{columnType: "BASE_AXIS", sqlExpression: "ds", …}`, which asks for nothing beyond `ds`.
 */
function plainColumn(v: string): string {
  const o = JSON.parse(v) as unknown;
  if (o && typeof o === 'object' && (o as { columnType?: unknown }).columnType === 'BASE_AXIS') {
    const expr = (o as { sqlExpression?: unknown }).sqlExpression;
    if (typeof expr === 'string') return canonical(expr);
  }
  return v;
}

/** True when the request asks for something the saved chart (params, query_context) does not. */
export function chartPayloadModified(
  saved: { params: string | null; query_context: string | null },
  formData: Record<string, unknown>,
  queries: readonly Record<string, unknown>[],
): boolean {
  const params = parseObject(saved.params);
  const storedQueries = (parseObject(saved.query_context)?.queries ?? []) as unknown[];
  const stored = (keys: readonly string[]) =>
    new Set([...valuesOf(params, keys), ...storedQueries.flatMap((q) => valuesOf(q as Record<string, unknown>, keys))]);
  for (const keys of [METRIC_KEYS, COLUMN_KEYS]) {
    const allowed = stored(keys);
    const asked = [...valuesOf(formData, keys), ...queries.flatMap((q) => valuesOf(q, keys))];
    if (asked.some((v) => !allowed.has(v) && !allowed.has(plainColumn(v)))) return true;
  }
  return false;
}
