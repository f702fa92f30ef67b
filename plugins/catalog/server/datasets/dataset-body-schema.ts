import { INT32_RANGE } from '../../../../server/http/number-schemas.ts';

/** Bodies of the dataset write routes (reference §6.2). */
const nullableString = { type: ['string', 'null'] };
const nullableBool = { type: ['boolean', 'null'] };

export const datasetColumnSchema = {
  type: 'object',
  required: ['column_name'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', ...INT32_RANGE },
    uuid: { type: ['string', 'null'] },
    column_name: { type: 'string', minLength: 1, maxLength: 255 },
    type: nullableString,
    verbose_name: nullableString,
    description: nullableString,
    expression: nullableString,
    filterable: { type: 'boolean' },
    groupby: { type: 'boolean' },
    is_active: nullableBool,
    is_dttm: nullableBool,
    python_date_format: nullableString,
    advanced_data_type: nullableString,
    extra: nullableString,
    // Read-only fields the SPA sends back as it got them.
    type_generic: {},
    changed_on: {},
    created_on: {},
  },
} as const;

export const datasetMetricSchema = {
  type: 'object',
  required: ['metric_name', 'expression'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', ...INT32_RANGE },
    uuid: { type: ['string', 'null'] },
    metric_name: { type: 'string', minLength: 1, maxLength: 255 },
    expression: { type: 'string', minLength: 1 },
    metric_type: nullableString,
    verbose_name: nullableString,
    description: nullableString,
    d3format: nullableString,
    currency: { type: ['object', 'string', 'null'] },
    warning_text: nullableString,
    extra: nullableString,
    changed_on: {},
    created_on: {},
  },
} as const;

export const createDatasetSchema = {
  type: 'object',
  required: ['database', 'table_name'],
  additionalProperties: false,
  properties: {
    database: { type: 'integer', ...INT32_RANGE },
    catalog: nullableString,
    schema: { type: ['string', 'null'], maxLength: 255 },
    table_name: { type: 'string', minLength: 1, maxLength: 250 },
    sql: nullableString,
    owners: { type: 'array', items: { type: 'integer', ...INT32_RANGE } },
    normalize_columns: { type: 'boolean' },
    always_filter_main_dttm: { type: 'boolean' },
    external_url: nullableString,
    is_managed_externally: nullableBool,
    template_params: nullableString,
  },
} as const;

export const updateDatasetSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    table_name: { type: 'string', minLength: 1, maxLength: 250 },
    database_id: { type: 'integer', ...INT32_RANGE },
    sql: nullableString,
    filter_select_enabled: { type: 'boolean' },
    fetch_values_predicate: { type: ['string', 'null'], maxLength: 1000 },
    catalog: nullableString,
    schema: { type: ['string', 'null'], maxLength: 255 },
    description: nullableString,
    main_dttm_col: nullableString,
    normalize_columns: { type: 'boolean' },
    always_filter_main_dttm: { type: 'boolean' },
    offset: { type: 'integer', ...INT32_RANGE },
    default_endpoint: nullableString,
    cache_timeout: { type: ['integer', 'null'], ...INT32_RANGE },
    is_sqllab_view: { type: 'boolean' },
    template_params: nullableString,
    owners: { type: 'array', items: { type: 'integer', ...INT32_RANGE } },
    columns: { type: 'array', items: datasetColumnSchema },
    metrics: { type: 'array', items: datasetMetricSchema },
    extra: nullableString,
    external_url: nullableString,
    is_managed_externally: nullableBool,
  },
} as const;

export const duplicateDatasetSchema = {
  type: 'object',
  required: ['base_model_id', 'table_name'],
  additionalProperties: false,
  properties: {
    base_model_id: { type: 'integer', ...INT32_RANGE },
    table_name: { type: 'string', minLength: 1, maxLength: 250 },
  },
} as const;

export const getOrCreateDatasetSchema = {
  type: 'object',
  required: ['table_name', 'database_id'],
  additionalProperties: false,
  properties: {
    table_name: { type: 'string', minLength: 1, maxLength: 250 },
    database_id: { type: 'integer', ...INT32_RANGE },
    catalog: nullableString,
    schema: nullableString,
    template_params: nullableString,
  },
} as const;

export interface DatasetColumnBody {
  id?: number;
  uuid?: string | null;
  column_name: string;
  type?: string | null;
  verbose_name?: string | null;
  description?: string | null;
  expression?: string | null;
  filterable?: boolean;
  groupby?: boolean;
  is_active?: boolean | null;
  is_dttm?: boolean | null;
  python_date_format?: string | null;
  advanced_data_type?: string | null;
  extra?: string | null;
}

export interface DatasetMetricBody {
  id?: number;
  uuid?: string | null;
  metric_name: string;
  expression: string;
  metric_type?: string | null;
  verbose_name?: string | null;
  description?: string | null;
  d3format?: string | null;
  currency?: Record<string, unknown> | string | null;
  warning_text?: string | null;
  extra?: string | null;
}

export interface CreateDatasetBody {
  database: number;
  catalog?: string | null;
  schema?: string | null;
  table_name: string;
  sql?: string | null;
  owners?: number[];
  normalize_columns?: boolean;
  always_filter_main_dttm?: boolean;
  external_url?: string | null;
  is_managed_externally?: boolean | null;
  template_params?: string | null;
}

export interface UpdateDatasetBody extends Partial<Omit<CreateDatasetBody, 'database'>> {
  database_id?: number;
  filter_select_enabled?: boolean;
  fetch_values_predicate?: string | null;
  description?: string | null;
  main_dttm_col?: string | null;
  offset?: number;
  default_endpoint?: string | null;
  cache_timeout?: number | null;
  is_sqllab_view?: boolean;
  columns?: DatasetColumnBody[];
  metrics?: DatasetMetricBody[];
  extra?: string | null;
}
