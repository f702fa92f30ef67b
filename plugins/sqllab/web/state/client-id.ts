const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** A random 11-character id for a query run (`client_id`, as Superset's nanoid(11)). */
export function newClientId(): string {
  const bytes = new Uint8Array(11);
  crypto.getRandomValues(bytes);
  let out = '';
  for (const b of bytes) out += ALPHABET[b & 63];
  return out;
}
