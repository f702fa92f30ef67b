/**
 * Building blocks of route schemas: what a route declares so the OpenAPI document
 * (`/api/v1/_openapi`) describes it. Response schemas are documentation only (openapi.ts keeps
 * JSON.stringify as the serialiser); request schemas validate, as Fastify does.
 */

type Schema = Record<string, unknown>;

/**
 * Where the `q` property of a querystring schema keeps the schema of its decoded rison value. A
 * symbol: ajv never sees it (strict mode refuses unknown keywords) and JSON never carries it.
 */
export const RISON_SCHEMA = Symbol('loupe.risonSchema');

/**
 * The querystring of a FAB endpoint whose `q` is rison: a string on the wire, decoded and
 * validated in the handler against `decoded` (documented as the parameter's JSON content).
 */
export function risonQuerystring(decoded: object, description = 'Rison-encoded (or JSON) argument'): Schema {
  return {
    type: 'object',
    properties: { q: { type: 'string', description, [RISON_SCHEMA]: decoded } },
  };
}

/** Where a route schema keeps a request body it documents but does not have Fastify check. */
export const DOCUMENTED_BODY = Symbol('loupe.documentedBody');

/**
 * A body the handler validates itself (it also takes a form post, or words its own errors):
 * spread into the route schema, it shows in the document as the request body, and Fastify
 * (which never sees a symbol key) leaves the body to the handler.
 */
export function documentedBody(schema: object): { [DOCUMENTED_BODY]: object } {
  return { [DOCUMENTED_BODY]: schema };
}

/** Path parameters, each a string as it arrives (handlers answer 404 for ids that cannot exist). */
export function pathParams(...names: string[]): Schema {
  return {
    type: 'object',
    required: names,
    properties: Object.fromEntries(names.map((n) => [n, { type: 'string' }])),
  };
}

/** Any JSON value. */
export const anyJson: Schema = {};
/** A JSON object with fields the schema does not list. */
export const openObject: Schema = { type: 'object', additionalProperties: true };

/** FAB's error body: `{"message": "…"}` or `{"message": {"field": ["…"]}}`. */
const messageBody: Schema = {
  type: 'object',
  properties: {
    message: {
      anyOf: [
        { type: 'string' },
        { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
      ],
    },
  },
};
/** SIP-40's body: `{"errors": [SupersetError, …]}` (chart data, SQL Lab), or FAB's message. */
const errorBody: Schema = {
  type: 'object',
  properties: {
    ...(messageBody.properties as Schema),
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          message: { type: 'string' },
          error_type: { type: 'string' },
          level: { type: 'string' },
          extra: { type: 'object', additionalProperties: true, nullable: true },
        },
      },
    },
  },
};

const ERRORS: Record<number, string> = {
  400: 'Bad request',
  401: 'Not authorized',
  403: 'Forbidden',
  404: 'Not found',
  422: 'Could not process the entity',
  500: 'Fatal error',
};

/**
 * A route's `response` section: its success bodies (status → schema; a schema's `description`
 * becomes the response's) and the error statuses every API route may answer.
 */
export function apiResponses(ok: Record<number, Schema>): Record<number, Schema> {
  const out: Record<number, Schema> = {};
  for (const [status, schema] of Object.entries(ok))
    out[Number(status)] = { description: Number(status) < 300 ? 'Success' : 'Answer', ...schema };
  for (const [status, description] of Object.entries(ERRORS)) out[Number(status)] ??= { description, ...errorBody };
  return out;
}

/** `{ "result": <schema> }`, FAB's envelope for one thing. */
export function resultOf(result: Schema = anyJson, extra: Record<string, Schema> = {}): Schema {
  return { type: 'object', properties: { result, ...extra }, additionalProperties: true };
}

/** FAB's list answer: `{count, ids, result: [...]}` with the metadata keys it may add. */
export const listAnswer: Schema = {
  type: 'object',
  additionalProperties: true,
  properties: {
    count: { type: 'integer' },
    ids: { type: 'array', items: { type: 'integer' } },
    result: { type: 'array', items: openObject },
  },
};

/** A body that is not JSON (files, CSV, HTML), documented by its media type. */
export function fileResponse(mediaType: string, description: string): Schema {
  return { description, content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } } };
}

const idAndResult: Schema = {
  type: 'object',
  additionalProperties: true,
  properties: { id: {}, result: openObject },
};
const message: Schema = { type: 'object', additionalProperties: true, properties: { message: { type: 'string' } } };

/** Response sections most routes share. */
export const responses = {
  /** 200 `{result: …}`. */
  result: apiResponses({ 200: resultOf() }),
  /** 200 with a JSON object of the route's own shape. */
  object: apiResponses({ 200: openObject }),
  /** 201 `{id, result}` (FAB's post). */
  created: apiResponses({ 201: idAndResult }),
  /** 200 `{id, result}` (FAB's put). */
  updated: apiResponses({ 200: idAndResult }),
  /** 200 `{message}` (FAB's delete, and "OK" answers). */
  message: apiResponses({ 200: message }),
  /** 200 with any JSON, or a body that is not JSON. */
  any: apiResponses({ 200: anyJson }),
};

/** `POST /api/v1/chart/data` and its cached/saved twins: results, or 202 with an async job. */
export const chartDataResponses = apiResponses({
  200: resultOf({ type: 'array', items: openObject }),
  202: {
    description: 'The query runs in the background (GLOBAL_ASYNC_QUERIES)',
    type: 'object',
    additionalProperties: true,
    properties: { channel_id: { type: 'string' }, job_id: { type: 'string' }, status: { type: 'string' } },
  },
});

/** Whole route schemas for routes that declare nothing but their answer: `schema: routeDoc.result`. */
export const routeDoc = {
  result: { response: responses.result },
  object: { response: responses.object },
  created: { response: responses.created },
  updated: { response: responses.updated },
  message: { response: responses.message },
  chartData: { response: chartDataResponses },
};
