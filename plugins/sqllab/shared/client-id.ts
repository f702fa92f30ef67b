/**
 * A run's `client_id`: 11 characters of nanoid's URL-safe alphabet, as Superset's web client makes
 * it (`nanoid(11)`) and as its `query.client_id` column (String(11)) holds it. The server checks
 * incoming ids against CLIENT_ID_PATTERN and CLIENT_ID_LENGTH.
 */
export const CLIENT_ID_LENGTH = 11;
export const CLIENT_ID_PATTERN = '^[A-Za-z0-9_-]*$';

const ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

/** A new random client id (Web Crypto, in the browser and in Node alike). */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(CLIENT_ID_LENGTH));
  let out = '';
  for (const b of bytes) out += ALPHABET[b & 63];
  return out;
}
