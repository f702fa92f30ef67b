/** Where a sign-in lands when `next` is missing or would leave Loupe. */
export const HOME = '/superset/welcome/';

/** Any origin works as the base: only the path part of what resolves onto it is ever returned. */
const BASE = 'http://loupe.invalid';

/**
 * The `next` of a sign-in as a path on Loupe's own origin, or HOME. The value is parsed the way a
 * browser parses a Location header (WHATWG URL: tabs and line breaks dropped, `\` read as `/`),
 * so `/\t/evil.example` and `/\evil.example` (both `//evil.example` to a browser), `https://…`,
 * `javascript:` and the like resolve off-origin and go home. What is returned is the parsed
 * path, query and fragment, so the header sent is exactly what the browser will follow.
 */
export function safeNext(next: unknown): string {
  if (typeof next !== 'string' || next.length > 4096) return HOME;
  // Only a path: what a browser keeps of it (no tabs or line breaks, no leading controls or
  // spaces) starts with `/`.
  const kept = next.replace(/[\t\n\r]/g, '');
  let start = 0;
  while (start < kept.length && kept.charCodeAt(start) <= 0x20) start++;
  if (kept[start] !== '/') return HOME;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return HOME;
  }
  // `/.//evil` parses to the path `//evil`, which would be protocol-relative once sent back.
  if (url.origin !== BASE || !url.pathname.startsWith('/') || url.pathname.startsWith('//')) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}
