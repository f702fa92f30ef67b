/**
 * The message inside one of Loupe's (Superset's) error bodies: SIP-40's `{errors: [{message}]}`,
 * FAB's `{message: string | {field: [messages]}}` or the JWT layer's `{msg}`.
 */
export function messageOfBody(body: unknown): string | null {
  if (body === null || typeof body !== 'object') return typeof body === 'string' && body.trim() ? body.trim() : null;
  const b = body as { errors?: unknown; message?: unknown; msg?: unknown; error?: unknown };
  if (Array.isArray(b.errors) && b.errors.length > 0) {
    const texts = b.errors
      .map((e) =>
        e && typeof e === 'object' && typeof (e as { message?: unknown }).message === 'string'
          ? (e as { message: string }).message
          : null,
      )
      .filter((m): m is string => !!m);
    if (texts.length) return texts.join('\n');
  }
  if (typeof b.message === 'string') return b.message;
  if (b.message && typeof b.message === 'object') {
    return Object.entries(b.message as Record<string, unknown>)
      .map(
        ([field, v]) =>
          `${field}: ${Array.isArray(v) ? v.join(', ') : typeof v === 'object' ? JSON.stringify(v) : String(v)}`,
      )
      .join('; ');
  }
  if (typeof b.msg === 'string') return b.msg;
  if (typeof b.error === 'string') return b.error;
  return null;
}

/** The SIP-40 error types in a body (`GENERIC_DB_ENGINE_ERROR`, `DATABASE_NOT_FOUND_ERROR`, …). */
export function errorTypesOfBody(body: unknown): string[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors
    .map((e) => (e as { error_type?: unknown })?.error_type)
    .filter((t): t is string => typeof t === 'string');
}
