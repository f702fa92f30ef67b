import { X509Certificate } from 'node:crypto';

/** The arguments of SQLAlchemy's `MetaData()`, the only keys `extra.metadata_params` may hold. */
const METADATA_PARAMS = new Set(['bind', 'schema', 'quote_schema', 'naming_convention', 'info']);

/** What is wrong with a database's `extra` (Superset's `extra_validator`), or null. */
export function extraError(extra: string | undefined | null): string | null {
  if (extra === undefined || extra === null || extra === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(extra);
  } catch {
    return 'Field cannot be decoded by JSON.';
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'Field cannot be decoded by JSON.';
  const params = (value as Record<string, unknown>).metadata_params;
  if (params === undefined || params === null) return null;
  const keys = typeof params === 'object' && !Array.isArray(params) ? Object.keys(params) : [JSON.stringify(params)];
  const wrong = keys.find((k) => !METADATA_PARAMS.has(k));
  return wrong === undefined
    ? null
    : `The metadata_params in Extra field is not configured correctly. The key ${wrong} is invalid.`;
}

/** True when `text` is a PEM-encoded X.509 certificate (Superset's `parse_ssl_cert`). */
export function isPemCertificate(text: string): boolean {
  if (!/-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----/.test(text)) return false;
  try {
    new X509Certificate(text);
    return true;
  } catch {
    return false;
  }
}
