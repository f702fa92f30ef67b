/** A multipart/form-data body's boundary, from its content type; null when there is none. */
export function boundaryOf(contentType: string | undefined): string | null {
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType ?? '');
  return m ? (m[1] ?? m[2]!) : null;
}

/**
 * The text fields of a multipart/form-data body (RFC 7578), as a browser's FormData sends them
 * (`navigator.sendBeacon`). Parts carrying a file name are skipped. Null when the body is not
 * well-formed multipart under this boundary.
 */
export function multipartFields(body: Buffer, boundary: string): Record<string, string> | null {
  const delimiter = Buffer.from(`--${boundary}`);
  const fields: Record<string, string> = {};
  let at = body.indexOf(delimiter);
  if (at < 0) return null;
  for (;;) {
    at += delimiter.length;
    if (body.subarray(at, at + 2).toString() === '--') return fields;
    if (body.subarray(at, at + 2).toString() !== '\r\n') return null;
    const headEnd = body.indexOf('\r\n\r\n', at);
    if (headEnd < 0) return null;
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), headEnd);
    if (next < 0) return null;
    const head = body.subarray(at + 2, headEnd).toString('utf8');
    const disposition = /content-disposition:\s*form-data([^\r\n]*)/i.exec(head)?.[1] ?? '';
    const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1];
    if (name === undefined) return null;
    if (!/;\s*filename\*?=/i.test(disposition)) fields[name] = body.subarray(headEnd + 4, next).toString('utf8');
    at = next + 2;
  }
}
