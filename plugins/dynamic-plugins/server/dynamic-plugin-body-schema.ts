/** Bodies of POST and PUT `/api/v1/dynamic_plugin/`. */
const properties = {
  name: { type: 'string', minLength: 1, maxLength: 250 },
  // The viz_type the bundle's plugin draws (defineVizPlugin's rule).
  key: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,250}$' },
  // An absolute http(s) URL, or a path on this server.
  bundle_url: { type: 'string', minLength: 1, maxLength: 2000, pattern: '^(https?://[^\\s]+|/[^\\s]*)$' },
  integrity: { type: 'string', maxLength: 200, pattern: '^(sha256|sha384|sha512)-[A-Za-z0-9+/]+={0,2}$' },
} as const;

export const createDynamicPluginSchema = {
  type: 'object',
  required: ['name', 'key', 'bundle_url', 'integrity'],
  additionalProperties: false,
  properties,
} as const;

export const updateDynamicPluginSchema = { type: 'object', additionalProperties: false, properties } as const;

export interface DynamicPluginBody {
  name: string;
  key: string;
  bundle_url: string;
  integrity: string;
}
