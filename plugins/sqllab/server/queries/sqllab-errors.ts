import { type ApiError, supersetErrors } from '../../../../server/http/errors.ts';
import type { SupersetErrorType } from '../../../../server/http/superset-error-types.ts';

/** A SQL Lab failure with Superset's error type and the HTTP status it answers with. */
export class SqlLabError extends Error {
  override readonly name = 'SqlLabError';
  constructor(
    readonly status: number,
    readonly errorType: SupersetErrorType,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toApiError(): ApiError {
    return supersetErrors(this.status, [
      { message: this.message, error_type: this.errorType, level: 'error', extra: this.extra },
    ]);
  }
}

/** Superset's `execute_sql_statement` (sql_lab.py, 3.x to 5.x) refusing a mutating statement. */
export const DML_NOT_ALLOWED_MESSAGE = 'Only SELECT statements are allowed against this database.';
export const CTAS_NOT_SELECT_MESSAGE =
  'CTAS (create table as select) can only be run with a query where the last statement is a SELECT. Please make sure your query has a SELECT as its last statement. Then, try running your query again.';
export const CVAS_NOT_SINGLE_SELECT_MESSAGE =
  'CVAS (create view as select) can only be run with a query with a single SELECT statement. Please make sure your query has only a SELECT statement. Then, try running your query again.';
export const DATABASE_NOT_FOUND_MESSAGE =
  'The database referenced in this query was not found. Please contact an administrator for further assistance or try again.';
export const RESULTS_EXPIRED_MESSAGE =
  'Data could not be retrieved from the results backend. You need to re-run the original query.';

export const timeoutMessage = (seconds: number) =>
  `The query was killed after ${seconds} seconds. It might be too complex, or the database might be under heavy load.`;
