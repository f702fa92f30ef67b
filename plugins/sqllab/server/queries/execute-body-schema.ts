import { CLIENT_ID_LENGTH, CLIENT_ID_PATTERN } from '../../shared/index.ts';
import { INT32_RANGE } from '../../../../server/http/number-schemas.ts';

/** `POST /api/v1/sqllab/execute/` (reference §5.1); unknown fields are ignored, as the client sends a few more. */
export interface ExecuteBody {
  database_id: number;
  sql: string;
  client_id?: string | null;
  queryLimit?: number | null;
  sql_editor_id?: string | number | null;
  tab?: string | null;
  catalog?: string | null;
  schema?: string | null;
  runAsync?: boolean | null;
  select_as_cta?: boolean | null;
  ctas_method?: 'TABLE' | 'VIEW' | null;
  tmp_table_name?: string | null;
  templateParams?: string | Record<string, unknown> | null;
  expand_data?: boolean | null;
  json?: boolean | null;
  /**
   * Loupe's own client: answer a synchronous run with its first rows as soon as the engine yields
   * them (`query.state` "fetching", `displayLimitReached`) and stream the rest from
   * `/api/v1/sqllab/results/`. Superset's client does not send it and gets the whole answer.
   */
  stream_results?: boolean | null;
}

export const executeBodySchema = {
  type: 'object',
  required: ['database_id', 'sql'],
  properties: {
    database_id: { type: 'integer', minimum: 1, maximum: INT32_RANGE.maximum },
    sql: { type: 'string', minLength: 1, maxLength: 10_000_000 },
    client_id: { type: ['string', 'null'], maxLength: CLIENT_ID_LENGTH, pattern: CLIENT_ID_PATTERN },
    queryLimit: { type: ['integer', 'null'], minimum: 0, maximum: INT32_RANGE.maximum },
    sql_editor_id: { type: ['string', 'integer', 'null'], ...INT32_RANGE },
    tab: { type: ['string', 'null'] },
    catalog: { type: ['string', 'null'] },
    schema: { type: ['string', 'null'] },
    runAsync: { type: ['boolean', 'null'] },
    select_as_cta: { type: ['boolean', 'null'] },
    ctas_method: { enum: ['TABLE', 'VIEW', null] },
    tmp_table_name: { type: ['string', 'null'], pattern: '^([A-Za-z_][A-Za-z0-9_]*)?$', maxLength: 256 },
    templateParams: { type: ['string', 'object', 'null'] },
    expand_data: { type: ['boolean', 'null'] },
    json: { type: ['boolean', 'null'] },
    stream_results: { type: ['boolean', 'null'] },
  },
} as const;
