import { ConnectorError } from '../../../../server/engine/connectors/connector-error.ts';
import { createConnectorRegistry, type ConnectorFactory } from '../../../../server/engine/connectors/registry.ts';
import type { SupersetError } from '../../../../server/http/superset-error-types.ts';
import { supersetErrors } from '../../../../server/http/errors.ts';
import type { DatabaseBody } from './database-body-schema.ts';
import type { DatabaseService } from './database-service.ts';
import { connectionErrorBody } from './connection-errors.ts';
import { engineInformation } from './engine-info.ts';
import { assertSafeDatabaseUri, type DatabaseUriSafety } from './database-uri-safety.ts';

/**
 * GET /api/v1/database/available/: every engine Loupe can connect to, as Superset lists them:
 * the preferred engines first, then the others by name; each with its public engine information
 * and whether it signs in through OAuth2. Tunnels are offered only while SSH_TUNNELING is on.
 */
export function availableEngines(sshTunneling: boolean) {
  const entries = Object.values(createConnectorRegistry()).map((f) => {
    const info = engineInformation(f.backend, sshTunneling);
    return {
      name: f.name,
      engine: f.engine,
      default_driver: f.defaultDriver,
      available_drivers: f.availableDrivers,
      sqlalchemy_uri_placeholder: f.placeholder,
      preferred: f.preferred,
      ...(f.parametersSchema ? { parameters: f.parametersSchema } : {}),
      engine_information: info,
      supports_oauth2: info.supports_oauth2,
    };
  });
  return [
    ...entries.filter((e) => e.preferred),
    ...entries.filter((e) => !e.preferred).sort((a, b) => a.name.localeCompare(b.name)),
  ];
}

/**
 * Superset's `validate_parameters` of an engine spec: the required parameters that are missing
 * (sorted), then a host that cannot be used, then a port that is not an integer or out of range.
 */
export function parameterErrors(factory: ConnectorFactory, parameters: Record<string, unknown>): SupersetError[] {
  const errors: SupersetError[] = [];
  const { missing, invalid } = factory.validateParameters(parameters);
  const sorted = [...missing].sort();
  if (sorted.length > 0)
    errors.push({
      message: `One or more parameters are missing: ${sorted.join(', ')}`,
      error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
      level: 'warning',
      extra: { missing: sorted },
    });
  if (!factory.parametersSchema) return errors;
  if (!parameters.host) return errors;
  if (invalid.includes('host')) {
    errors.push({
      message: "The hostname provided can't be resolved.",
      error_type: 'CONNECTION_INVALID_HOSTNAME_ERROR',
      level: 'error',
      extra: { invalid: ['host'] },
    });
    return errors;
  }
  const port = parameters.port;
  if (port === undefined || port === null || port === '' || port === 0) return errors;
  const asInt =
    typeof port === 'number' ? port : typeof port === 'string' && /^\s*[-+]?\d+\s*$/.test(port) ? Number(port) : NaN;
  if (!Number.isInteger(asInt))
    errors.push({
      message: 'Port must be a valid integer.',
      error_type: 'CONNECTION_INVALID_PORT_ERROR',
      level: 'error',
      extra: { invalid: ['port'] },
    });
  if (!Number.isInteger(asInt) || asInt < 0 || asInt > 65535)
    errors.push({
      message: 'The port must be an integer between 0 and 65535 (inclusive).',
      error_type: 'CONNECTION_INVALID_PORT_ERROR',
      level: 'error',
      extra: { invalid: ['port'] },
    });
  return errors;
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
  const errors = parameterErrors(factory, body.parameters ?? {});
  if (errors.length > 0) throw supersetErrors(422, errors);
  const uri = service.uriOf(body);
  assertSafeDatabaseUri(uri, uriSafety);
  try {
    await service.testUri(uri);
  } catch (err) {
    if (err instanceof ConnectorError) throw supersetErrors(422, [connectionErrorBody(err)]);
    throw err;
  }
}

/**
 * The validate_parameters body as Superset's schema reads it: a JSON object (else 400
 * INVALID_PAYLOAD_FORMAT_ERROR "Request is not JSON"), `engine` and `configuration_method`
 * present and of their types (else 422 INVALID_PAYLOAD_SCHEMA_ERROR, one error a field); fields
 * it does not know are left out. Only the engine and its parameters describe the connection.
 */
export function validateParametersPayload(body: unknown): DatabaseBody {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw supersetErrors(400, [
      { message: 'Request is not JSON', error_type: 'INVALID_PAYLOAD_FORMAT_ERROR', level: 'error' },
    ]);
  }
  const b = body as Record<string, unknown>;
  const errors: SupersetError[] = [];
  const invalid = (field: string, message: string) =>
    errors.push({ message, error_type: 'INVALID_PAYLOAD_SCHEMA_ERROR', level: 'error', extra: { invalid: [field] } });
  for (const field of ['configuration_method', 'engine'])
    if (b[field] === undefined) invalid(field, 'Missing data for required field.');
    else if (b[field] === null) invalid(field, 'Field may not be null.');
  if (typeof b.engine !== 'string' && b.engine != null) invalid('engine', 'Not a valid string.');
  if (b.configuration_method != null && !['sqlalchemy_form', 'dynamic_form'].includes(b.configuration_method as string))
    invalid('configuration_method', 'Must be one of: sqlalchemy_form, dynamic_form.');
  const p = b.parameters;
  if (p !== undefined && (!p || typeof p !== 'object' || Array.isArray(p)))
    invalid('parameters', 'Not a valid mapping type.');
  if (errors.length > 0) throw supersetErrors(422, errors);
  return {
    engine: b.engine as string,
    configuration_method: b.configuration_method as DatabaseBody['configuration_method'],
    parameters: (p as Record<string, unknown> | undefined) ?? {},
  };
}
