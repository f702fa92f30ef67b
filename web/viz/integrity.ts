/**
 * Subresource-integrity checks for runtime plugin bundles: `sha256-…`, `sha384-…` or `sha512-…`
 * (base64 of the digest, as `<script integrity>` and `openssl dgst -binary | base64` write it).
 */
const ALGORITHMS = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' } as const;

export const INTEGRITY_PATTERN = /^(sha256|sha384|sha512)-[A-Za-z0-9+/]+={0,2}$/;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** The SRI string of these bytes. */
export async function integrityOf(bytes: BufferSource, algorithm: keyof typeof ALGORITHMS = 'sha384'): Promise<string> {
  const digest = await crypto.subtle.digest(ALGORITHMS[algorithm], bytes);
  return `${algorithm}-${toBase64(new Uint8Array(digest))}`;
}

/** True when the bytes hash to the integrity string; false on a mismatch or an unreadable string. */
export async function matchesIntegrity(bytes: BufferSource, integrity: string): Promise<boolean> {
  const trimmed = integrity.trim();
  if (!INTEGRITY_PATTERN.test(trimmed)) return false;
  const algorithm = trimmed.slice(0, trimmed.indexOf('-')) as keyof typeof ALGORITHMS;
  return (await integrityOf(bytes, algorithm)) === trimmed;
}
