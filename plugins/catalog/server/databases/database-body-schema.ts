import { INT32_RANGE } from '../../../../server/http/number-schemas.ts';
import { sshTunnelBodySchema, type SshTunnelBody } from './ssh-tunnels.ts';

/** The body of POST/PUT /api/v1/database/ and test_connection (reference §10.2). */
export interface DatabaseBody {
  database_name?: string;
  sqlalchemy_uri?: string;
  engine?: string;
  driver?: string;
  configuration_method?: 'sqlalchemy_form' | 'dynamic_form';
  parameters?: Record<string, unknown>;
  cache_timeout?: number | null;
  expose_in_sqllab?: boolean;
  allow_run_async?: boolean;
  allow_file_upload?: boolean;
  allow_ctas?: boolean;
  allow_cvas?: boolean;
  allow_dml?: boolean;
  force_ctas_schema?: string | null;
  impersonate_user?: boolean;
  extra?: string;
  masked_encrypted_extra?: string | null;
  server_cert?: string | null;
  is_managed_externally?: boolean | null;
  external_url?: string | null;
  uuid?: string;
  verbose_name?: string | null;
  catalog?: string | null;
  ssh_tunnel?: SshTunnelBody | null;
}

const nullableString = { type: ['string', 'null'] };

export const databaseBodyProperties = {
  database_name: { type: 'string', minLength: 1, maxLength: 250 },
  sqlalchemy_uri: { type: 'string', minLength: 1, maxLength: 1024 },
  engine: { type: 'string' },
  driver: { type: 'string' },
  configuration_method: { type: 'string', enum: ['sqlalchemy_form', 'dynamic_form'] },
  parameters: { type: 'object' },
  cache_timeout: { type: ['integer', 'null'], ...INT32_RANGE },
  expose_in_sqllab: { type: 'boolean' },
  allow_run_async: { type: 'boolean' },
  allow_file_upload: { type: 'boolean' },
  allow_ctas: { type: 'boolean' },
  allow_cvas: { type: 'boolean' },
  allow_dml: { type: 'boolean' },
  force_ctas_schema: { type: ['string', 'null'], maxLength: 250 },
  impersonate_user: { type: 'boolean' },
  extra: { type: 'string' },
  masked_encrypted_extra: nullableString,
  server_cert: nullableString,
  is_managed_externally: { type: ['boolean', 'null'] },
  external_url: nullableString,
  uuid: { type: 'string', format: 'uuid' },
  verbose_name: nullableString,
  catalog: nullableString,
  ssh_tunnel: sshTunnelBodySchema,
} as const;

export const createDatabaseSchema = {
  type: 'object',
  required: ['database_name'],
  additionalProperties: false,
  properties: databaseBodyProperties,
} as const;
export const updateDatabaseSchema = {
  type: 'object',
  additionalProperties: false,
  properties: databaseBodyProperties,
} as const;
export const testConnectionSchema = {
  type: 'object',
  additionalProperties: false,
  properties: databaseBodyProperties,
} as const;
export const validateParametersSchema = {
  type: 'object',
  required: ['engine', 'configuration_method'],
  properties: databaseBodyProperties,
} as const;
