import { INT32_RANGE } from '../../../../server/http/number-schemas.ts';

const nullableString = { type: ['string', 'null'] } as const;
const ids = { type: 'array', items: { type: 'integer', ...INT32_RANGE } } as const;

const common = {
  dashboard_title: { type: ['string', 'null'], maxLength: 500 },
  slug: { type: ['string', 'null'], maxLength: 255 },
  owners: ids,
  roles: ids,
  position_json: nullableString,
  css: nullableString,
  json_metadata: nullableString,
  published: { type: ['boolean', 'null'] },
  certified_by: nullableString,
  certification_details: nullableString,
  is_managed_externally: { type: ['boolean', 'null'] },
  external_url: nullableString,
} as const;

/** Superset's DashboardPostSchema (dashboards/schemas.py). */
export const createDashboardSchema = {
  type: 'object',
  additionalProperties: false,
  properties: common,
} as const;

/** Superset's DashboardPutSchema: the same fields, all nullable, plus tags. */
export const updateDashboardSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...common, tags: ids },
} as const;

/** Superset's DashboardCopySchema. */
export const copyDashboardSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['json_metadata'],
  properties: {
    dashboard_title: { type: ['string', 'null'], maxLength: 500 },
    css: nullableString,
    json_metadata: { type: 'string' },
    duplicate_slices: { type: ['boolean', 'null'] },
  },
} as const;

/** Superset's DashboardColorsConfigUpdateSchema (`PUT /<pk>/colors`). */
export const colorsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    color_namespace: nullableString,
    color_scheme: nullableString,
    color_scheme_domain: { type: 'array', items: { type: 'string' } },
    label_colors: { type: 'object', additionalProperties: { type: 'string' } },
    map_label_colors: { type: 'object', additionalProperties: { type: 'string' } },
    shared_label_colors: { type: ['array', 'object'] },
  },
} as const;

export interface DashboardBody {
  dashboard_title?: string | null;
  slug?: string | null;
  owners?: number[];
  roles?: number[];
  position_json?: string | null;
  css?: string | null;
  json_metadata?: string | null;
  published?: boolean | null;
  certified_by?: string | null;
  certification_details?: string | null;
  is_managed_externally?: boolean | null;
  external_url?: string | null;
  tags?: number[];
}

export interface CopyBody {
  dashboard_title?: string | null;
  css?: string | null;
  json_metadata: string;
  duplicate_slices?: boolean | null;
}

export type ColorsBody = Record<string, unknown>;

/**
 * Superset's slug pre_load: trimmed, spaces to `-`, anything but word characters and `-` dropped.
 * Null and empty stay as they are (the caller treats empty as 400, as Length(1, 255) does).
 */
export function normaliseSlug(slug: string | null | undefined): string | null | undefined {
  if (!slug) return slug;
  return slug
    .trim()
    .replace(/ /g, '-')
    .replace(/[^\p{L}\p{N}_-]+/gu, '');
}
