import type { ConnectorError } from '../../../../server/engine/connectors/connector-error.ts';
import {
  errorTypeIssueCodes,
  type SupersetError,
  type SupersetErrorType,
} from '../../../../server/http/superset-error-types.ts';

/** A connector failure as the SIP-40 error the database form maps onto its fields. */
export function connectionErrorBody(err: ConnectorError): SupersetError {
  const type = err.errorType as SupersetErrorType;
  return {
    message: err.message,
    error_type: type,
    level: 'error',
    extra: {
      ...err.extra,
      engine_name: err.extra.engine_name ?? null,
      issue_codes: [...(errorTypeIssueCodes[type] ?? errorTypeIssueCodes.GENERIC_DB_ENGINE_ERROR ?? [])],
    },
  };
}
