import { Ajv } from 'ajv';
import { badRequest } from '../../../../server/http/errors.ts';
import { validationMessages } from '../../../../server/http/validation-messages.ts';
import { INT32_RANGE } from '../../../../server/http/number-schemas.ts';

const ajv = new Ajv({ allErrors: true, strict: false });
const nullableString = { type: ['string', 'null'] };
const nullableInt = { type: ['integer', 'null'], ...INT32_RANGE };
const nullableBool = { type: ['boolean', 'null'] };

/** `queryEditor` of `POST /tabstateview/`: the client's editor, only the fields Superset reads are checked. */
const queryEditorSchema = {
  type: 'object',
  required: ['dbId'],
  properties: {
    name: nullableString,
    title: nullableString,
    dbId: nullableInt,
    catalog: nullableString,
    schema: nullableString,
    sql: nullableString,
    queryLimit: nullableInt,
    hideLeftBar: nullableBool,
    autorun: nullableBool,
    remoteId: { type: ['integer', 'string', 'null'], ...INT32_RANGE },
    templateParams: { type: ['string', 'object', 'null'] },
  },
};

/** `PUT /tabstateview/<id>`: TabState columns only, each with its type. */
export const TAB_STATE_COLUMNS = {
  label: nullableString,
  active: { type: 'boolean' },
  database_id: nullableInt,
  catalog: nullableString,
  schema: nullableString,
  sql: nullableString,
  query_limit: nullableInt,
  latest_query_id: { type: ['string', 'null'], maxLength: 11 },
  autorun: { type: 'boolean' },
  template_params: { type: ['string', 'object', 'null'] },
  hide_left_bar: { type: 'boolean' },
  saved_query_id: { type: ['integer', 'string', 'null'], ...INT32_RANGE },
  extra_json: { type: ['string', 'object', 'null'] },
} as const;
const tabUpdateSchema = { type: 'object', additionalProperties: false, properties: TAB_STATE_COLUMNS };

/** `table` of `POST /tableschemaview/`: anything more the client sends is kept as the description. */
const tableSchema = {
  type: 'object',
  required: ['queryEditorId', 'dbId', 'name'],
  properties: {
    queryEditorId: { type: ['integer', 'string'], ...INT32_RANGE },
    dbId: { type: 'integer', ...INT32_RANGE },
    catalog: nullableString,
    schema: nullableString,
    name: { type: 'string', minLength: 1 },
  },
};

const compiled = {
  queryEditor: ajv.compile(queryEditorSchema),
  tabUpdate: ajv.compile(tabUpdateSchema),
  table: ajv.compile(tableSchema),
};

/** Checks a decoded form value; 400 `{message: {field: [...]}}` naming what is wrong. */
export function check<T>(kind: keyof typeof compiled, value: unknown, field?: string): T {
  const validate = compiled[kind];
  if (!validate(value)) {
    const messages = validationMessages(validate.errors ?? []);
    throw badRequest(
      field
        ? Object.fromEntries(Object.entries(messages).map(([k, v]) => [k === '_schema' ? field : `${field}.${k}`, v]))
        : messages,
    );
  }
  return value as T;
}

export interface QueryEditorForm {
  name?: string | null;
  title?: string | null;
  dbId: number | null;
  catalog?: string | null;
  schema?: string | null;
  sql?: string | null;
  queryLimit?: number | null;
  hideLeftBar?: boolean | null;
  autorun?: boolean | null;
  remoteId?: number | string | null;
  templateParams?: string | Record<string, unknown> | null;
}

export interface TableForm {
  queryEditorId: number | string;
  dbId: number;
  catalog?: string | null;
  schema?: string | null;
  name: string;
}
