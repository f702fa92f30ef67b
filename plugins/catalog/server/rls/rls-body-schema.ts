import { INT32_RANGE } from '../../../../server/http/number-schemas.ts';

/** Bodies of POST and PUT `/api/v1/rowlevelsecurity/` (Superset's RLSPostSchema / RLSPutSchema). */
const ids = { type: 'array', minItems: 1, items: { type: 'integer', ...INT32_RANGE } } as const;
const roleIds = { type: 'array', items: { type: 'integer', ...INT32_RANGE } } as const;
const properties = {
  name: { type: 'string', minLength: 1, maxLength: 255 },
  description: { type: ['string', 'null'] },
  filter_type: { type: 'string', enum: ['Regular', 'Base'] },
  tables: ids,
  roles: roleIds,
  group_key: { type: ['string', 'null'], maxLength: 255 },
  clause: { type: 'string', minLength: 1 },
} as const;

export const createRlsSchema = {
  type: 'object',
  required: ['name', 'filter_type', 'tables', 'roles', 'clause'],
  additionalProperties: false,
  properties,
} as const;

export const updateRlsSchema = { type: 'object', additionalProperties: false, properties } as const;

export interface RlsBody {
  name: string;
  description?: string | null;
  filter_type: 'Regular' | 'Base';
  tables: number[];
  roles: number[];
  group_key?: string | null;
  clause: string;
}
