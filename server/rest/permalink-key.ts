import { badRequest } from '../http/errors.ts';

/** A permalink's key: its row's uuid as 22 url-safe characters (opaque, unguessable). */
export function keyOfUuid(uuid: string): string {
  return Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
}

/** The uuid a key encodes; a key that cannot be one is Superset's KeyValueParseKeyError (400). */
export function uuidOfKey(key: string): string {
  const hex = /^[A-Za-z0-9_-]{22}$/.test(key) ? Buffer.from(key, 'base64url').toString('hex') : '';
  if (hex.length !== 32) throw badRequest('Invalid permalink key');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
