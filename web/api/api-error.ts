/** A failed API call, with the message the server's error envelope carries. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The parsed response body, when it was JSON (field errors live in `body.message`). */
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Field errors of a 400/422 answered as `{"message": {"field": ["…"]}}`. */
  get fieldErrors(): Record<string, string[]> {
    const message = (this.body as { message?: unknown } | null)?.message;
    if (!message || typeof message !== 'object' || Array.isArray(message)) return {};
    const out: Record<string, string[]> = {};
    for (const [field, value] of Object.entries(message as Record<string, unknown>)) {
      out[field] = Array.isArray(value)
        ? value.map(String)
        : [typeof value === 'object' ? JSON.stringify(value) : String(value)];
    }
    return out;
  }
}

/** The one-line message of any of Superset's error envelopes (reference §0.2). */
export function messageOf(body: unknown, fallback: string): string {
  if (!body || typeof body !== 'object') return fallback;
  const b = body as { message?: unknown; error?: unknown; errors?: { message?: string }[] };
  if (typeof b.message === 'string') return b.message;
  if (Array.isArray(b.errors) && b.errors[0]?.message) return b.errors[0].message;
  if (typeof b.error === 'string') return b.error;
  if (b.message && typeof b.message === 'object') {
    return Object.entries(b.message as Record<string, unknown>)
      .map(([field, value]) => `${field}: ${Array.isArray(value) ? value.join(' ') : String(value)}`)
      .join('; ');
  }
  return fallback;
}
