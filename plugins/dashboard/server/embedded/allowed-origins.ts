/** A configured domain as an origin (`https://host[:port]`); a bare host is taken as https. Null when it cannot be one. */
export function originOf(domain: string): string | null {
  const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(domain) ? domain : `https://${domain}`;
  try {
    const u = new URL(text);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return u.origin;
  } catch {
    return null;
  }
}

/**
 * Superset's embedded view check: with allowed domains, the `Referer` must be same-origin (scheme,
 * host, port) with one of them; a missing or malformed Referer matches none. Empty list: any.
 */
export function refererAllowed(referer: string | undefined, allowedDomains: readonly string[]): boolean {
  if (allowedDomains.length === 0) return true;
  if (!referer) return false;
  const from = originOf(referer);
  if (!from || !/^https?:\/\//i.test(referer)) return false;
  return allowedDomains.some((d) => originOf(d) === from);
}

/** The `Sec-Fetch-Dest` values a page load in a frame (or a plain navigation) sends; others are refused. */
export function fetchDestAllowed(dest: string | undefined): boolean {
  return dest === undefined || ['iframe', 'frame', 'document', 'empty'].includes(dest);
}
