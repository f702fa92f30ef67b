import { Ajv } from 'ajv';
import { RESULT_FORMATS, RESULT_TYPES, type QueryContext } from '../../../server/engine/chart-data/query-context.ts';
import { DATASOURCE_TYPES } from '../../../server/engine/datasource-provider.ts';
import { badRequest } from '../../../server/http/errors.ts';
import { validationMessages } from '../../../server/http/validation-messages.ts';
import { INT32_RANGE } from '../../../server/http/number-schemas.ts';

/** Superset's ChartDataQueryContextSchema (unknown keys ignored, as marshmallow's EXCLUDE). */
export const queryContextSchema = {
  type: 'object',
  required: ['datasource', 'queries'],
  properties: {
    datasource: {
      type: 'object',
      required: ['id', 'type'],
      properties: {
        id: {
          anyOf: [
            { type: 'integer', ...INT32_RANGE },
            { type: 'string', minLength: 1 },
          ],
        },
        type: { enum: [...DATASOURCE_TYPES] },
      },
    },
    queries: {
      type: 'array',
      minItems: 1,
      // A query object may name its own result type (Superset's QueryObjectSchema.result_type).
      items: { type: 'object', properties: { result_type: { enum: [...RESULT_TYPES, null] } } },
    },
    force: { type: ['boolean', 'null'] },
    form_data: { type: ['object', 'null'] },
    result_format: { enum: [...RESULT_FORMATS] },
    result_type: { enum: [...RESULT_TYPES] },
    custom_cache_timeout: { type: ['integer', 'null'], ...INT32_RANGE },
  },
} as const;

const ajv = new Ajv({ allErrors: true, strict: false });
const validate = ajv.compile(queryContextSchema);

/** A Python dict's repr, as Superset's "Request is incorrect: {...}" prints marshmallow's messages. */
export function pythonRepr(v: unknown): string {
  if (v === null || v === undefined) return 'None';
  if (typeof v === 'string') return `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (Array.isArray(v)) return `[${v.map(pythonRepr).join(', ')}]`;
  if (typeof v === 'object')
    return `{${Object.entries(v)
      .map(([k, x]) => `${pythonRepr(k)}: ${pythonRepr(x)}`)
      .join(', ')}}`;
  return String(v);
}

/**
 * The QueryContext a client sent, checked: 400 "Request is incorrect: {field: [messages]}" as
 * Superset answers a schema failure. `form_data` may name the chart (`slice_id`).
 */
export function parseQueryContext(body: unknown): QueryContext {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Request is not JSON');
  if (!validate(body))
    throw badRequest(`Request is incorrect: ${pythonRepr(validationMessages(validate.errors ?? []))}`);
  const b = body as unknown as Record<string, unknown>;
  const ds = b.datasource as { id: number | string; type: string };
  return {
    datasource: { id: ds.id, type: ds.type },
    force: b.force === true,
    queries: b.queries as Record<string, unknown>[],
    form_data: (b.form_data as Record<string, unknown> | null | undefined) ?? null,
    result_format: (b.result_format as QueryContext['result_format'] | undefined) ?? 'json',
    result_type: (b.result_type as QueryContext['result_type'] | undefined) ?? 'full',
    custom_cache_timeout: (b.custom_cache_timeout as number | null | undefined) ?? null,
  };
}
