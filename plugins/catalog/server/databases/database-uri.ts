import { parseUri } from '../../../../server/engine/connectors/uri.ts';

export const PASSWORD_MASK = 'XXXXXXXXXX';

/** Splits a URI the user typed into the URI stored (no password) and the password apart. */
export function splitPassword(uri: string): { uri: string; password: string | null } {
  const parsed = parseUri(uri);
  if (!parsed.password) return { uri, password: null };
  return { uri: replacePassword(uri, null), password: parsed.password };
}

/** The stored URI with the password put back (for connecting) or masked (for answers). */
export function withPassword(storedUri: string, password: string | null): string {
  return password ? replacePassword(storedUri, password) : storedUri;
}

export function masked(storedUri: string, hasPassword: boolean): string {
  return hasPassword ? replacePassword(storedUri, PASSWORD_MASK) : storedUri;
}

function replacePassword(uri: string, password: string | null): string {
  // scheme://user[:password]@host… — only the userinfo part changes.
  const m = /^([A-Za-z][A-Za-z0-9+.-]*:\/\/)([^@/?#]*)@(.*)$/s.exec(uri);
  if (!m) return uri;
  const [, scheme, userinfo, rest] = m;
  const colon = userinfo!.indexOf(':');
  const user = colon >= 0 ? userinfo!.slice(0, colon) : userinfo!;
  if (password === null) return `${scheme}${user}@${rest}`;
  const encoded = password === PASSWORD_MASK ? password : encodeURIComponent(password);
  return `${scheme}${user}:${encoded}@${rest}`;
}
