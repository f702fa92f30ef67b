/** One Fastify/ajv validation issue: the fields the messages are built from. */
export interface ValidationIssue {
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
  // A null in the enum is marshmallow's allow_none, which its OneOf message does not list.
  enum: (p) => `Must be one of: ${(p.allowedValues as unknown[]).filter((v) => v !== null).join(', ')}.`,
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
