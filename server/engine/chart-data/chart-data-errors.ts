import { ApiError, badRequest } from '../../http/errors.ts';
import { ConnectorError } from '../connectors/connector-error.ts';
import { QueryCompileError } from '../compiler/index.ts';

/** A query that failed while running: Superset's ChartDataQueryFailedError, a 400 "Error: <message>". */
export class QueryFailedError extends Error {
  override readonly name = 'QueryFailedError';
}

/** Whether an error is one a query's own content causes (a 400 to the client), not a server fault. */
export function isQueryError(err: unknown): boolean {
  return err instanceof QueryCompileError || err instanceof ConnectorError || err instanceof QueryFailedError || (err instanceof Error && err.name === 'PostProcessingError');
}

/**
 * The wire form of a failing query (reference §3.1): validation problems (unknown column, bad
 * metric, unsafe SQL) as their message; failures while running or post-processing as
 * "Error: <message>".
 */
export function chartDataError(err: unknown): ApiError | unknown {
  if (err instanceof ApiError) return err;
  if (err instanceof QueryCompileError) return badRequest(err.message);
  if (isQueryError(err)) return badRequest(`Error: ${(err as Error).message}`);
  return err;
}
