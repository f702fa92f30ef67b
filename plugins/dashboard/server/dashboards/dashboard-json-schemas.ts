import { Ajv, type ErrorObject } from 'ajv';
import { DASHBOARD_VERSION_KEY, LAYOUT_TYPES } from '../../shared/index.ts';

/*
 * `position_json` and `json_metadata` (reference §8.4–8.5) checked with ajv at the API boundary.
 * Superset checks `json_metadata` with DashboardJSONMetadataSchema and `position_json` only as JSON;
 * Loupe also checks the layout's shape, since the dashboard page draws it. A fault is answered
 * under the field's name with one sentence naming where it is (`<component id>: meta.width must be
 * number`). Keys neither schema knows are kept as they are.
 */

const ids = { type: 'array', items: { type: 'integer' } } as const;
const stringMap = { type: 'object', additionalProperties: { type: 'string' } } as const;

const meta = {
  type: 'object',
  properties: {
    chartId: { type: ['integer', 'null'] },
    uuid: { type: ['string', 'null'] },
    width: { type: 'number', minimum: 0 },
    height: { type: 'number', minimum: 0 },
    sliceName: { type: ['string', 'null'] },
    sliceNameOverride: { type: ['string', 'null'] },
    text: { type: ['string', 'null'] },
    code: { type: ['string', 'null'] },
    background: { type: ['string', 'null'] },
    headerSize: { type: ['string', 'null'] },
  },
} as const;

const componentSchema = {
  type: 'object',
  required: ['id', 'type'],
  properties: {
    id: { type: 'string', minLength: 1 },
    type: { enum: [...LAYOUT_TYPES, ...LAYOUT_TYPES.map((t) => t.toLowerCase())] },
    children: { type: 'array', items: { type: 'string' } },
    parents: { type: 'array', items: { type: 'string' } },
    meta,
  },
} as const;

const layoutSchema = {
  type: 'object',
  properties: { [DASHBOARD_VERSION_KEY]: { type: 'string' } },
  additionalProperties: componentSchema,
} as const;

/** Superset's DashboardJSONMetadataSchema (dashboards/schemas.py), field by field. */
const metadataSchema = {
  type: 'object',
  properties: {
    native_filter_configuration: { type: 'array', items: { type: 'object' } },
    chart_configuration: { type: 'object', additionalProperties: { type: 'object' } },
    global_chart_configuration: { type: 'object' },
    timed_refresh_immune_slices: ids,
    filter_scopes: { type: 'object' },
    expanded_slices: { type: 'object' },
    refresh_frequency: { type: 'integer', minimum: 0 },
    default_filters: { type: 'string' },
    stagger_refresh: { type: 'boolean' },
    stagger_time: { type: 'integer', minimum: 0 },
    color_scheme: { type: ['string', 'null'] },
    color_namespace: { type: ['string', 'null'] },
    color_scheme_domain: { type: 'array', items: { type: 'string' } },
    label_colors: stringMap,
    shared_label_colors: { type: ['array', 'object'] },
    map_label_colors: stringMap,
    cross_filters_enabled: { type: 'boolean' },
    filter_bar_orientation: { enum: ['VERTICAL', 'HORIZONTAL', null] },
    positions: { type: ['object', 'null'] },
    import_time: { type: 'integer' },
    remote_id: { type: 'integer' },
    native_filter_migration: { type: 'object' },
  },
} as const;

const ajv = new Ajv({ allErrors: false, strict: false });
const checkLayout = ajv.compile(layoutSchema);
const checkMetadata = ajv.compile(metadataSchema);

/** `/CHART-x/meta/width` → `CHART-x: meta.width`; `/refresh_frequency` → `refresh_frequency`. */
function describe(error: ErrorObject, layoutAt: number): string {
  // layoutAt: the path segment naming a layout component (Infinity: none).
  const parts = error.instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') parts.push(String((error.params as { missingProperty: string }).missingProperty));
  const message =
    error.keyword === 'required'
      ? 'is required'
      : error.keyword === 'enum'
        ? `must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues
            .map((v) => JSON.stringify(v))
            .join(', ')}`
        : (error.message ?? 'is not valid').replace(
            /^must be ([\w,]+)$/,
            (_m, types: string) => `must be ${types.split(',').join(' or ')}`,
          );
  if (parts.length <= layoutAt) return `${parts.join('.') || 'the value'} ${message}`;
  const prefix = parts.slice(0, layoutAt).join('.');
  const component = parts[layoutAt]!;
  const rest = parts.slice(layoutAt + 1).join('.');
  const where = `${prefix ? `${prefix}: ` : ''}component ${component}`;
  return rest ? `${where}: ${rest} ${message}` : `${where} ${message}`;
}

/** What a layout must hold beyond its shape: ids that match their keys, children that exist. */
function layoutFaults(layout: Record<string, unknown>, prefix: string): string | null {
  for (const [key, value] of Object.entries(layout)) {
    if (key === DASHBOARD_VERSION_KEY) continue;
    const c = value as { id: string; children?: string[] };
    if (c.id !== key) return `${prefix}component ${key} has the id ${JSON.stringify(c.id)}, not its key`;
    for (const child of c.children ?? [])
      if (!(child in layout) || child === DASHBOARD_VERSION_KEY)
        return `${prefix}component ${key} names the child ${child}, which is not in the layout`;
  }
  return null;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The fault of a `position_json` string, or null. Empty text is allowed (no layout). */
export function positionJsonFault(text: string | null | undefined): string | null {
  if (!text) return null;
  const parsed = parseJson(text);
  if (!parsed.ok) return 'JSON not valid';
  if (!checkLayout(parsed.value)) return describe(checkLayout.errors![0]!, 0);
  return layoutFaults(parsed.value as Record<string, unknown>, '');
}

/** The fault of a `json_metadata` string, or null (its `positions` checked as a layout). */
export function jsonMetadataFault(text: string | null | undefined): string | null {
  if (!text) return null;
  const parsed = parseJson(text);
  if (!parsed.ok) return 'JSON not valid';
  if (!checkMetadata(parsed.value)) return describe(checkMetadata.errors![0]!, Infinity);
  const positions = (parsed.value as { positions?: Record<string, unknown> | null }).positions;
  if (!positions) return null;
  if (!checkLayout(positions)) return `positions: ${describe(checkLayout.errors![0]!, 0)}`;
  return layoutFaults(positions, 'positions: ');
}
