/**
 * A failure in an engine, classified as Superset's error types so the web client can map it
 * (connection form fields, "table does not exist", timeouts). The message stays the engine's own.
 */
export type ConnectorErrorType =
  | 'CONNECTION_INVALID_USERNAME_ERROR'
  | 'CONNECTION_INVALID_PASSWORD_ERROR'
  | 'CONNECTION_INVALID_HOSTNAME_ERROR'
  | 'CONNECTION_PORT_CLOSED_ERROR'
  | 'CONNECTION_HOST_DOWN_ERROR'
  | 'CONNECTION_ACCESS_DENIED_ERROR'
  | 'CONNECTION_UNKNOWN_DATABASE_ERROR'
  | 'SYNTAX_ERROR'
  | 'TABLE_DOES_NOT_EXIST_ERROR'
  | 'COLUMN_DOES_NOT_EXIST_ERROR'
  | 'SCHEMA_DOES_NOT_EXIST_ERROR'
  | 'BACKEND_TIMEOUT_ERROR'
  /** Stopped on request (Query.stop); not one of Superset's error types, never sent as one. */
  | 'QUERY_STOPPED'
  | 'GENERIC_DB_ENGINE_ERROR';

export class ConnectorError extends Error {
  override readonly name = 'ConnectorError';
  constructor(
    readonly errorType: ConnectorErrorType,
    message: string,
    readonly extra: Record<string, unknown> = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const stopped = () => new ConnectorError('QUERY_STOPPED', 'The query was stopped');
export const timedOut = (ms: number) =>
  new ConnectorError('BACKEND_TIMEOUT_ERROR', `The query exceeded the ${Math.round(ms / 1000)} seconds timeout.`, {
    timeout: ms / 1000,
  });

/** Network-level failures any driver can raise (Node error codes). */
export function networkError(
  err: NodeJS.ErrnoException,
  where: { host?: string; port?: number },
  engine: string,
): ConnectorError | null {
  const host = where.host ?? 'localhost';
  switch (err.code) {
    case 'ECONNREFUSED':
      return new ConnectorError(
        'CONNECTION_PORT_CLOSED_ERROR',
        `Port ${where.port ?? ''} on hostname "${host}" refused the connection.`,
        { invalid: ['host', 'port'], engine_name: engine, hostname: host, port: where.port },
        { cause: err },
      );
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new ConnectorError(
        'CONNECTION_INVALID_HOSTNAME_ERROR',
        `The hostname "${host}" cannot be resolved.`,
        { invalid: ['host'], engine_name: engine, hostname: host },
        { cause: err },
      );
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return new ConnectorError(
        'CONNECTION_HOST_DOWN_ERROR',
        `The host "${host}" might be down, and can't be reached on port ${where.port ?? ''}.`,
        { invalid: ['host', 'port'], engine_name: engine, hostname: host, port: where.port },
        { cause: err },
      );
    default:
      return null;
  }
}
