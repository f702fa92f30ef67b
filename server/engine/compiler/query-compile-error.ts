/**
 * A QueryObject that cannot be compiled: unknown columns or metrics, a bad orderby entry, a filter
 * value of the wrong kind, or adhoc SQL that would escape its place in the query. The message is
 * written for the user and the HTTP layer answers it as a 400 `{"message": ...}`, as Superset
 * answers its QueryObjectValidationError.
 */
export class QueryCompileError extends Error {
  override readonly name = 'QueryCompileError';
  readonly status = 400;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
