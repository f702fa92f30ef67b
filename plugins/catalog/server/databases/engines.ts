import { ConnectorError } from '../../../../server/engine/connectors/connector-error.ts';
import { createConnectorRegistry } from '../../../../server/engine/connectors/registry.ts';
import { supersetErrors } from '../../../../server/http/errors.ts';
import type { DatabaseBody } from './database-body-schema.ts';
import type { DatabaseService } from './database-service.ts';
import { connectionErrorBody } from './connection-errors.ts';
import { assertSafeDatabaseUri, type DatabaseUriSafety } from './database-uri-safety.ts';

/** GET /api/v1/database/available/: every engine Loupe can connect to. */
export function availableEngines() {
  return Object.values(createConnectorRegistry()).map((f) => ({
    name: f.name,
    engine: f.engine,
    default_driver: f.defaultDriver,
    available_drivers: f.availableDrivers,
    sqlalchemy_uri_placeholder: f.placeholder,
    preferred: f.preferred,
    ...(f.parametersSchema ? { parameters: f.parametersSchema } : {}),
    engine_information: {
      supports_file_upload: true,
      disable_ssh_tunneling: true,
      supports_dynamic_catalog: false,
      supports_oauth2: false,
    },
  }));
}

/**
 * POST /api/v1/database/validate_parameters/: the dynamic form's live check. Missing or invalid
 * fields first (so the form can mark them), then a real connection attempt.
 */
export async function validateParameters(
  body: DatabaseBody,
  service: DatabaseService,
  uriSafety: DatabaseUriSafety,
): Promise<void> {
  const registry = createConnectorRegistry();
  const factory = Object.values(registry).find((f) => f.engine === body.engine || f.backend === body.engine);
  if (!factory) {
    throw supersetErrors(422, [
      {
        message: `Engine "${body.engine}" is not a valid engine.`,
        error_type: 'GENERIC_DB_ENGINE_ERROR',
        level: 'error',
        extra: { allowed: Object.values(registry).map((f) => f.engine), provided: body.engine },
      },
    ]);
  }
  const { missing, invalid } = factory.validateParameters(body.parameters ?? {});
  if (missing.length > 0 || invalid.length > 0) {
    const errors = [];
    if (missing.length > 0) {
      errors.push({
        message: `One or more parameters are missing: ${missing.join(', ')}`,
        error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR' as const,
        level: 'warning' as const,
        extra: {
          missing,
          issue_codes: [
            { code: 1018, message: 'Issue 1018 - One or more parameters needed to configure a database are missing.' },
          ],
        },
      });
    }
    if (invalid.length > 0) {
      errors.push({
        message: `One or more parameters are invalid: ${invalid.join(', ')}`,
        error_type: 'CONNECTION_INVALID_PORT_ERROR' as const,
        level: 'error' as const,
        extra: { invalid, issue_codes: [{ code: 1034, message: 'Issue 1034 - The port number is invalid.' }] },
      });
    }
    throw supersetErrors(422, errors as never);
  }
  const uri = service.uriOf(body);
  assertSafeDatabaseUri(uri, uriSafety);
  try {
    await service.testUri(uri);
  } catch (err) {
    if (err instanceof ConnectorError) throw supersetErrors(422, [connectionErrorBody(err)]);
    throw err;
  }
}
