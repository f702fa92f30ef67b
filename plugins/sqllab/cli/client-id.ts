import crypto from 'node:crypto';

const ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

/** An 11-character id like the nanoid(11) Superset's web client sends as `client_id`. */
export function newClientId(): string {
  return [...crypto.randomBytes(11)].map((b) => ALPHABET[b & 63]).join('');
}
