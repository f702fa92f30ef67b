import { INT32_RANGE } from '../../../../server/http/number-schemas.ts';

/** Bodies of the saved query writes (reference §5.7). */
const nullableString = { type: ['string', 'null'] };

const properties = {
  db_id: { type: 'integer', ...INT32_RANGE },
  label: { type: ['string', 'null'], maxLength: 256 },
  description: nullableString,
  catalog: { type: ['string', 'null'], maxLength: 256 },
  schema: { type: ['string', 'null'], maxLength: 128 },
  sql: nullableString,
  template_parameters: nullableString,
  extra_json: nullableString,
} as const;

export const createSavedQuerySchema = {
  type: 'object',
  required: ['db_id'],
  additionalProperties: false,
  properties,
} as const;
export const updateSavedQuerySchema = { type: 'object', additionalProperties: false, properties } as const;

export interface SavedQueryBody {
  db_id?: number;
  label?: string | null;
  description?: string | null;
  catalog?: string | null;
  schema?: string | null;
  sql?: string | null;
  template_parameters?: string | null;
  extra_json?: string | null;
}
