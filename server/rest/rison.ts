import { Ajv, type ErrorObject, type JSONSchemaType, type ValidateFunction } from 'ajv';
import rison from 'rison';
import { badRequest } from '../http/errors.ts';

/**
 * Rison text → value, with the `rison` package as published. Throws (never logs) on anything
 * that is not rison. One leniency of the package stays: where a value must start, it looks ahead
 * for a bare word past an illegal character (`(a:*,b:c)` reads as `{a:'b',b:'c'}`); the schema
 * check after decoding still sees the result.
 */
export function decodeRison(text: string): unknown {
  const parser = new rison.parser((message) => {
    throw new Error(`rison decoder error: ${message}`);
  });
  // The package's error() writes to console.log; this parser records the message quietly instead.
  parser.error = (message: string) => {
    parser.message = message;
    return undefined;
  };
  try {
    return parser.parse(text);
  } catch (e) {
    const why =
      e instanceof Error && e.message.startsWith('rison decoder error')
        ? e.message
        : 'rison decoder error: malformed input';
    throw new Error(why, { cause: e });
  }
}

/** Value → rison text (not URL-encoded), as Superset's web client sends `q`. */
export function encodeRison(value: unknown): string {
  return rison.encode(value);
}

const ajv = new Ajv({ allErrors: false, strict: true });
const compiled = new WeakMap<object, ValidateFunction>();

function validatorFor(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

function describe(errors: readonly ErrorObject[]): string {
  // anyOf reports each branch's failure, then its own; name the accepted types instead.
  const error = errors.find((e) => e.keyword === 'anyOf') ?? errors[0]!;
  const path = error.instancePath.split('/').filter(Boolean).join('.') || 'q';
  const p = error.params as Record<string, unknown>;
  if (error.keyword === 'anyOf') {
    const types = errors
      .filter((e) => e.keyword === 'type' && e.instancePath === error.instancePath)
      .map((e) => String(e.params.type));
    return `${path} must be ${types.length > 0 ? types.join(' or ') : 'valid'}`;
  }
  if (error.keyword === 'additionalProperties') return `${path} has an unknown key '${String(p.additionalProperty)}'`;
  if (error.keyword === 'enum') return `${path} must be one of: ${(p.allowedValues as unknown[]).join(', ')}`;
  return `${path} ${error.message ?? 'is invalid'}`;
}

/**
 * Decodes and validates the rison `q` argument of a FAB endpoint (reference §0.4). `q` arrives
 * URL-decoded. A missing or empty `q` means the schema's `default`, or `{}`. Like FAB
 * (FAB_API_ALLOW_JSON_QS) a JSON-encoded `q` is accepted when it is not rison.
 * Errors: 400 "Not a valid rison argument" / "Not a valid rison schema: <detail>".
 */
export function parseRisonQuery<T>(q: string | undefined, schema: JSONSchemaType<T> | object): T {
  let value: unknown;
  if (q === undefined || q === '') {
    const fallback = (schema as { default?: unknown }).default;
    value = fallback === undefined ? {} : structuredClone(fallback);
  } else {
    try {
      value = decodeRison(q);
    } catch {
      try {
        value = JSON.parse(q);
      } catch {
        throw badRequest('Not a valid rison argument');
      }
    }
  }
  const validate = validatorFor(schema);
  if (!validate(value)) {
    throw badRequest(`Not a valid rison schema: ${validate.errors?.length ? describe(validate.errors) : 'invalid'}`);
  }
  return value as T;
}
