import { ConnectorError } from '../connectors/connector-error.ts';
import { QueryCompileError } from '../compiler/index.ts';

/** A query that failed while running: Superset's ChartDataQueryFailedError, a 400 "Error: <message>". */
export class QueryFailedError extends Error {
  override readonly name = 'QueryFailedError';
}

/** Whether an error is one a query's own content causes (a 400 to the client), not a server fault. */
export function isQueryError(err: unknown): boolean {
  return (
    err instanceof QueryCompileError ||
    err instanceof ConnectorError ||
    err instanceof QueryFailedError ||
    (err instanceof Error && err.name === 'PostProcessingError')
  );
}
