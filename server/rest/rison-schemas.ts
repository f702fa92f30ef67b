/**
 * JSON schemas of the rison `q` argument of each FAB endpoint (FAB's get_list_schema,
 * get_item_schema, get_info_schema, get_related_schema; Superset's distinct and delete-ids
 * schemas). Unlike FAB, unknown top-level keys are rejected with a 400.
 */
import { INT32_RANGE } from '../http/number-schemas.ts';

export type FilterValue = number | string | boolean | unknown[];
export interface RisonFilter {
  col: string;
  opr: string;
  value: FilterValue;
}

export const LIST_KEYS = [
  'list_columns',
  'order_columns',
  'label_columns',
  'description_columns',
  'list_title',
  'none',
] as const;
export const SHOW_KEYS = ['show_columns', 'description_columns', 'label_columns', 'show_title', 'none'] as const;
export const INFO_KEYS = [
  'add_columns',
  'edit_columns',
  'filters',
  'permissions',
  'add_title',
  'edit_title',
  'none',
] as const;
export type ListKey = (typeof LIST_KEYS)[number];
export type ShowKey = (typeof SHOW_KEYS)[number];
export type InfoKey = (typeof INFO_KEYS)[number];

export interface ListQuery {
  filters?: RisonFilter[];
  order_column?: string;
  order_direction?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
  columns?: string[];
  select_columns?: string[];
  keys?: ListKey[];
}
export interface ShowQuery {
  columns?: string[];
  keys?: ShowKey[];
}
export interface InfoQuery {
  keys?: InfoKey[];
  add_columns?: Record<string, { page?: number; page_size?: number }>;
  edit_columns?: Record<string, { page?: number; page_size?: number }>;
}
export interface RelatedQuery {
  filter?: string;
  page?: number;
  page_size?: number;
  include_ids?: number[];
}
export type DistinctQuery = Omit<RelatedQuery, 'include_ids'>;

const strings = { type: 'array', items: { type: 'string' } } as const;
// Rison carries numbers JSON cannot (`1e300`, `-0`, integers past 2^53): every number is bounded.
export const risonId = { type: 'integer', ...INT32_RANGE } as const;
const page = { type: 'integer', minimum: 0, maximum: INT32_RANGE.maximum } as const;
/** FAB's sizes below 1 mean "the maximum" (paging.ts); bounded so page × size fits a 64-bit OFFSET. */
const pageSize = { type: 'integer', ...INT32_RANGE } as const;
const keysOf = (values: readonly string[]) => ({ type: 'array', items: { type: 'string', enum: values } }) as const;
const relatedPaging = {
  type: 'object',
  additionalProperties: { type: 'object', properties: { page, page_size: pageSize }, additionalProperties: false },
} as const;

export const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    filters: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['col', 'opr', 'value'],
        properties: {
          col: { type: 'string' },
          opr: { type: 'string' },
          value: { anyOf: [{ type: 'number' }, { type: 'string' }, { type: 'boolean' }, { type: 'array' }] },
        },
      },
    },
    order_column: { type: 'string' },
    order_direction: { type: 'string', enum: ['asc', 'desc'] },
    page,
    page_size: pageSize,
    columns: strings,
    select_columns: strings,
    keys: keysOf(LIST_KEYS),
  },
} as const;

export const showQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { columns: strings, keys: keysOf(SHOW_KEYS) },
} as const;

export const infoQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { keys: keysOf(INFO_KEYS), add_columns: relatedPaging, edit_columns: relatedPaging },
} as const;

export const relatedQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    filter: { type: 'string' },
    page,
    page_size: pageSize,
    include_ids: { type: 'array', items: risonId },
  },
} as const;

export const distinctQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { filter: { type: 'string' }, page, page_size: pageSize },
} as const;

/** `DELETE /api/v1/<res>/?q=!(1,2)` and `export/?q=!(1,2)`: a rison array of integer ids. */
export const idListSchema = { type: 'array', items: risonId } as const;
