import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Errors that cross the wire in Superset's shapes (reference §0.2): FAB's `{"message": …}` and
 * SIP-40's `{"errors": [SupersetError, …]}`. Route code throws an ApiError; the handler
 * installed by installErrorHandler turns it, and everything Fastify itself throws, into a body.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;

  constructor(status: number, body: Record<string, unknown>) {
    const m = body.message;
    super(typeof m === 'string' ? m : JSON.stringify(body));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** 400; a string for rison/JSON-schema problems, `{field: [messages]}` for body validation. */
export function badRequest(message: string | Record<string, string[]>): ApiError {
  return new ApiError(400, { message });
}
export function unauthorized(): ApiError {
  return new ApiError(401, { message: 'Not authorized' });
}
export function forbidden(): ApiError {
  return new ApiError(403, { message: 'Forbidden' });
}
export function notFound(): ApiError {
  return new ApiError(404, { message: 'Not found' });
}
/** 422: a command-level failure (`{field: [...]}` or a sentence). */
export function unprocessable(message: string | Record<string, string[]>): ApiError {
  return new ApiError(422, { message });
}

/** Superset's backend SupersetErrorType enum (superset/errors.py). */
export type SupersetErrorType =
  | 'FRONTEND_CSRF_ERROR'
  | 'FRONTEND_NETWORK_ERROR'
  | 'FRONTEND_TIMEOUT_ERROR'
  | 'GENERIC_DB_ENGINE_ERROR'
  | 'COLUMN_DOES_NOT_EXIST_ERROR'
  | 'TABLE_DOES_NOT_EXIST_ERROR'
  | 'SCHEMA_DOES_NOT_EXIST_ERROR'
  | 'CONNECTION_INVALID_USERNAME_ERROR'
  | 'CONNECTION_INVALID_PASSWORD_ERROR'
  | 'CONNECTION_INVALID_HOSTNAME_ERROR'
  | 'CONNECTION_PORT_CLOSED_ERROR'
  | 'CONNECTION_INVALID_PORT_ERROR'
  | 'CONNECTION_HOST_DOWN_ERROR'
  | 'CONNECTION_ACCESS_DENIED_ERROR'
  | 'CONNECTION_UNKNOWN_DATABASE_ERROR'
  | 'CONNECTION_DATABASE_PERMISSIONS_ERROR'
  | 'CONNECTION_MISSING_PARAMETERS_ERROR'
  | 'OBJECT_DOES_NOT_EXIST_ERROR'
  | 'SYNTAX_ERROR'
  | 'CONNECTION_DATABASE_TIMEOUT'
  | 'VIZ_GET_DF_ERROR'
  | 'UNKNOWN_DATASOURCE_TYPE_ERROR'
  | 'FAILED_FETCHING_DATASOURCE_INFO_ERROR'
  | 'TABLE_SECURITY_ACCESS_ERROR'
  | 'DATASOURCE_SECURITY_ACCESS_ERROR'
  | 'DATABASE_SECURITY_ACCESS_ERROR'
  | 'QUERY_SECURITY_ACCESS_ERROR'
  | 'MISSING_OWNERSHIP_ERROR'
  | 'USER_ACTIVITY_SECURITY_ACCESS_ERROR'
  | 'DASHBOARD_SECURITY_ACCESS_ERROR'
  | 'CHART_SECURITY_ACCESS_ERROR'
  | 'OAUTH2_REDIRECT'
  | 'OAUTH2_REDIRECT_ERROR'
  | 'BACKEND_TIMEOUT_ERROR'
  | 'DATABASE_NOT_FOUND_ERROR'
  | 'TABLE_NOT_FOUND_ERROR'
  | 'MISSING_TEMPLATE_PARAMS_ERROR'
  | 'INVALID_TEMPLATE_PARAMS_ERROR'
  | 'RESULTS_BACKEND_NOT_CONFIGURED_ERROR'
  | 'DML_NOT_ALLOWED_ERROR'
  | 'INVALID_CTAS_QUERY_ERROR'
  | 'INVALID_CVAS_QUERY_ERROR'
  | 'SQLLAB_TIMEOUT_ERROR'
  | 'RESULTS_BACKEND_ERROR'
  | 'ASYNC_WORKERS_ERROR'
  | 'ADHOC_SUBQUERY_NOT_ALLOWED_ERROR'
  | 'INVALID_SQL_ERROR'
  | 'RESULT_TOO_LARGE_ERROR'
  | 'GENERIC_COMMAND_ERROR'
  | 'GENERIC_BACKEND_ERROR'
  | 'INVALID_PAYLOAD_FORMAT_ERROR'
  | 'INVALID_PAYLOAD_SCHEMA_ERROR'
  | 'MARSHMALLOW_ERROR'
  | 'REPORT_NOTIFICATION_ERROR';

export interface IssueCode {
  code: number;
  message: string;
}

export interface SupersetError {
  message: string;
  error_type: SupersetErrorType;
  level: 'info' | 'warning' | 'error';
  extra?: Record<string, unknown>;
}

/** Superset's ISSUE_CODES texts (checked against superset/errors.py, 4.x). */
const ISSUE_TEXT: Record<number, string> = {
  1000: 'The datasource is too large to query.',
  1001: 'The database is under an unusual load.',
  1002: 'The database returned an unexpected error.',
  1003: 'There is a syntax error in the SQL query. Perhaps there was a misspelling or a typo.',
  1004: 'The column was deleted or renamed in the database.',
  1005: 'The table was deleted or renamed in the database.',
  1006: 'One or more parameters specified in the query are missing.',
  1007: "The hostname provided can't be resolved.",
  1008: 'The port is closed.',
  1009: "The host might be down, and can't be reached on the provided port.",
  1010: 'Superset encountered an error while running a command.',
  1011: 'Superset encountered an unexpected error.',
  1012: 'The username provided when connecting to a database is not valid.',
  1013: 'The password provided when connecting to a database is not valid.',
  1014: 'Either the username or the password is wrong.',
  1015: 'Either the database is spelled incorrectly or does not exist.',
  1016: 'The schema was deleted or renamed in the database.',
  1017: "User doesn't have the proper permissions.",
  1018: 'One or more parameters needed to configure a database are missing.',
  1019: 'The submitted payload has the incorrect format.',
  1020: 'The submitted payload has the incorrect schema.',
  1021: 'Results backend needed for asynchronous queries is not configured.',
  1022: 'Database does not allow data manipulation.',
  1023: "The CTAS (create table as select) doesn't have a SELECT statement at the end. Please make sure your query has a SELECT as its last statement. Then, try running your query again.",
  1024: 'CVAS (create view as select) query has more than one statement.',
  1025: 'CVAS (create view as select) query is not a SELECT statement.',
  1026: 'Query is too complex and takes too long to run.',
  1027: 'The database is currently running too many queries.',
  1028: 'One or more parameters specified in the query are malformed.',
  1029: 'The object does not exist in the given database.',
  1030: 'The query has a syntax error.',
  1031: 'The results backend no longer has the data from the query.',
  1032: 'The query associated with the results was deleted.',
  1033: 'The results stored in the backend were stored in a different format, and no longer can be deserialized.',
  1034: 'The port number is invalid.',
  1035: 'Failed to start remote query on a worker.',
  1036: 'The database was deleted.',
  1037: 'Custom SQL fields cannot contain sub-queries.',
  1040: 'The submitted payload failed validation.', // newer Superset; text unconfirmed
  1041: 'The result size exceeds the allowed limit.', // newer Superset; text unconfirmed
};

/** Superset's ERROR_TYPES_TO_ISSUE_CODES_MAPPING; types without codes are absent. */
const TYPE_CODES: Partial<Record<SupersetErrorType, number[]>> = {
  ADHOC_SUBQUERY_NOT_ALLOWED_ERROR: [1037],
  BACKEND_TIMEOUT_ERROR: [1000, 1001],
  GENERIC_DB_ENGINE_ERROR: [1002],
  COLUMN_DOES_NOT_EXIST_ERROR: [1003, 1004],
  TABLE_DOES_NOT_EXIST_ERROR: [1003, 1005],
  SCHEMA_DOES_NOT_EXIST_ERROR: [1003, 1016],
  MISSING_TEMPLATE_PARAMS_ERROR: [1006],
  INVALID_TEMPLATE_PARAMS_ERROR: [1028],
  RESULTS_BACKEND_NOT_CONFIGURED_ERROR: [1021],
  DML_NOT_ALLOWED_ERROR: [1022],
  CONNECTION_INVALID_HOSTNAME_ERROR: [1007],
  CONNECTION_PORT_CLOSED_ERROR: [1008],
  CONNECTION_HOST_DOWN_ERROR: [1009],
  GENERIC_COMMAND_ERROR: [1010],
  GENERIC_BACKEND_ERROR: [1011],
  CONNECTION_INVALID_USERNAME_ERROR: [1012],
  CONNECTION_INVALID_PASSWORD_ERROR: [1013],
  CONNECTION_ACCESS_DENIED_ERROR: [1014, 1015],
  CONNECTION_UNKNOWN_DATABASE_ERROR: [1015],
  CONNECTION_DATABASE_PERMISSIONS_ERROR: [1017],
  CONNECTION_MISSING_PARAMETERS_ERROR: [1018],
  INVALID_PAYLOAD_FORMAT_ERROR: [1019],
  INVALID_PAYLOAD_SCHEMA_ERROR: [1020],
  INVALID_CTAS_QUERY_ERROR: [1023],
  INVALID_CVAS_QUERY_ERROR: [1024, 1025],
  INVALID_SQL_ERROR: [1003],
  SQLLAB_TIMEOUT_ERROR: [1026, 1027],
  OBJECT_DOES_NOT_EXIST_ERROR: [1029],
  SYNTAX_ERROR: [1030],
  RESULTS_BACKEND_ERROR: [1031, 1032, 1033],
  CONNECTION_INVALID_PORT_ERROR: [1034],
  ASYNC_WORKERS_ERROR: [1035],
  DATABASE_NOT_FOUND_ERROR: [1011, 1036],
  CONNECTION_DATABASE_TIMEOUT: [1001, 1009],
  MARSHMALLOW_ERROR: [1040], // newer Superset (unconfirmed)
  RESULT_TOO_LARGE_ERROR: [1041], // newer Superset (unconfirmed)
};

/** Error type → the issue codes Superset attaches to `extra.issue_codes`, as they go on the wire. */
export const errorTypeIssueCodes: Readonly<Partial<Record<SupersetErrorType, readonly IssueCode[]>>> =
  Object.fromEntries(
    Object.entries(TYPE_CODES).map(([type, codes]) => [
      type,
      codes.map((code) => ({ code, message: `Issue ${code} - ${ISSUE_TEXT[code]}` })),
    ]),
  );

/** `{ "errors": [...] }`, each error carrying `extra.issue_codes` for its type (as SupersetError.__post_init__ does). */
export function supersetErrors(status: number, errors: SupersetError[]): ApiError {
  const wire = errors.map((e) => {
    const codes = errorTypeIssueCodes[e.error_type];
    const extra = codes && !e.extra?.issue_codes ? { ...e.extra, issue_codes: codes } : e.extra;
    return { message: e.message, error_type: e.error_type, level: e.level, extra: extra ?? null };
  });
  return new ApiError(status, { errors: wire });
}

// ---------------------------------------------------------------------------------------------

interface ValidationIssue {
  instancePath?: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

const TYPE_TEXT: Record<string, string> = {
  string: 'Not a valid string.',
  integer: 'Not a valid integer.',
  number: 'Not a valid number.',
  boolean: 'Not a valid boolean.',
  array: 'Not a valid list.',
  object: 'Not a valid mapping type.',
  null: 'Field must be null.',
};
const FORMAT_TEXT: Record<string, string> = {
  'date-time': 'Not a valid datetime.',
  date: 'Not a valid date.',
  email: 'Not a valid email address.',
  uuid: 'Not a valid UUID.',
  uri: 'Not a valid URL.',
  url: 'Not a valid URL.',
};

type Params = Record<string, unknown>;
const limit = (p: Params) => String(p.limit);
/** marshmallow's wording per ajv keyword (required/additionalProperties name a child field). */
const KEYWORD_TEXT: Record<string, (p: Params) => string> = {
  required: () => 'Missing data for required field.',
  additionalProperties: () => 'Unknown field.',
  type: (p) => {
    const t = String(Array.isArray(p.type) ? p.type[0] : p.type);
    return TYPE_TEXT[t] ?? `Not a valid ${t}.`;
  },
  enum: (p) => `Must be one of: ${(p.allowedValues as unknown[]).join(', ')}.`,
  const: (p) => `Must be equal to ${String(p.allowedValue)}.`,
  minLength: (p) => `Shorter than minimum length ${limit(p)}.`,
  minItems: (p) => `Shorter than minimum length ${limit(p)}.`,
  maxLength: (p) => `Longer than maximum length ${limit(p)}.`,
  maxItems: (p) => `Longer than maximum length ${limit(p)}.`,
  minimum: (p) => `Must be greater than or equal to ${limit(p)}.`,
  maximum: (p) => `Must be less than or equal to ${limit(p)}.`,
  exclusiveMinimum: (p) => `Must be greater than ${limit(p)}.`,
  exclusiveMaximum: (p) => `Must be less than ${limit(p)}.`,
  format: (p) => FORMAT_TEXT[String(p.format)] ?? `Not a valid ${String(p.format)}.`,
  pattern: () => 'String does not match expected pattern.',
};

/** One ajv issue → marshmallow's wording and the field it belongs to ('_schema' for the whole body). */
function marshmallowIssue(v: ValidationIssue): [string, string] {
  const path = (v.instancePath ?? '').split('/').filter(Boolean).join('.');
  const child =
    v.keyword === 'required'
      ? v.params.missingProperty
      : v.keyword === 'additionalProperties'
        ? v.params.additionalProperty
        : undefined;
  const field = [path, child === undefined ? '' : String(child)].filter(Boolean).join('.') || '_schema';
  if (field === '_schema' && v.keyword === 'type') return [field, 'Invalid input type.'];
  const text = KEYWORD_TEXT[v.keyword]?.(v.params);
  if (text) return [field, text];
  const m = v.message ?? 'is invalid';
  return [field, `${m.charAt(0).toUpperCase()}${m.slice(1)}.`];
}

/** Fastify/ajv validation issues → `{ field: [messages] }`, marshmallow's error shape. */
export function validationMessages(issues: readonly ValidationIssue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const [field, text] = marshmallowIssue(issue);
    const list = (out[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return out;
}

const NOT_JSON_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
]);

/** What Flask's `request.is_json` checks: a body sent as application/json (or a +json type). */
function isJsonRequest(request: FastifyRequest): boolean {
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  const json = type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
  return json && request.body !== undefined && request.body !== null;
}

type HandledError = Partial<FastifyError> & { validation?: ValidationIssue[] };

function send(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Every error leaves as JSON in FAB's shape: ApiError as built; unparseable or non-JSON bodies as
 * 400 "Request is not JSON"; schema failures as 400 `{message: {field: [...]}}`; 413, 429 and
 * other 4xx with their message; anything else 500 "Internal server error", logged, never a stack.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((raw: unknown, request: FastifyRequest, reply: FastifyReply) => {
    if (raw instanceof ApiError) {
      if (raw.status >= 500) request.log.error({ err: raw }, 'request failed');
      return send(reply, raw.status, raw.body);
    }
    const error = (raw ?? {}) as HandledError;
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if ((error.code && NOT_JSON_CODES.has(error.code)) || (raw instanceof SyntaxError && status === 400)) {
      return send(reply, 400, { message: 'Request is not JSON' });
    }
    if (Array.isArray(error.validation)) {
      if (error.validationContext === 'body' && !isJsonRequest(request)) {
        return send(reply, 400, { message: 'Request is not JSON' });
      }
      return send(reply, 400, { message: validationMessages(error.validation) });
    }
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(reply, 413, { message: 'Request body is too large' });
    }
    if (status >= 400 && status < 500) {
      return send(reply, status, { message: error.message || 'Bad request' });
    }
    request.log.error({ err: raw }, 'unhandled error');
    return send(reply, 500, { message: 'Internal server error' });
  });
  app.setNotFoundHandler((_request, reply) => send(reply, 404, { message: 'Not found' }));
}
