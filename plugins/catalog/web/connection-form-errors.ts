import { ApiError } from '../../../web/api/api-error.ts';
import { t } from '../../../web/i18n/t.ts';

/** Field errors of the database form, and what is left as a message for the whole form. */
export interface FormErrors {
  fields: Record<string, string[]>;
  general: string | null;
}

interface SupersetError {
  message?: string;
  error_type?: string;
  extra?: { missing?: string[]; invalid?: string[] } & Record<string, unknown>;
}

/** Which form field an error type points at when the server names none. */
const FIELD_OF_TYPE: Record<string, string> = {
  CONNECTION_INVALID_USERNAME_ERROR: 'username',
  CONNECTION_INVALID_PASSWORD_ERROR: 'password',
  CONNECTION_INVALID_HOSTNAME_ERROR: 'host',
  CONNECTION_PORT_CLOSED_ERROR: 'port',
  CONNECTION_INVALID_PORT_ERROR: 'port',
  CONNECTION_HOST_DOWN_ERROR: 'host',
  CONNECTION_UNKNOWN_DATABASE_ERROR: 'database',
  CONNECTION_ACCESS_DENIED_ERROR: 'username',
};

/** Fields of the dynamic (parameters) form; in URI mode their errors land on the URI. */
export const PARAMETER_FIELDS = ['host', 'port', 'database', 'username', 'password'] as const;

function push(fields: Record<string, string[]>, field: string, message: string): void {
  const list = (fields[field] ??= []);
  if (!list.includes(message)) list.push(message);
}

/**
 * Maps a failed save, test or validation onto the form (spec §8): marshmallow-style
 * `{message: {field: [...]}}` onto those fields, SIP-40 errors onto the fields their
 * `missing`/`invalid` lists or their type name, the rest as a message for the whole form.
 */
export function connectionFormErrors(err: unknown, mode: 'sqlalchemy' | 'parameters'): FormErrors {
  const fields: Record<string, string[]> = {};
  const place = (field: string, message: string) => {
    const target =
      mode === 'sqlalchemy' && (PARAMETER_FIELDS as readonly string[]).includes(field) ? 'sqlalchemy_uri' : field;
    push(fields, target, message);
  };
  if (!(err instanceof ApiError)) return { fields, general: err instanceof Error ? err.message : String(err) };

  const body = err.body as { message?: unknown; errors?: SupersetError[] } | null;
  if (body && Array.isArray(body.errors) && body.errors.length) {
    const unplaced: string[] = [];
    for (const e of body.errors) {
      const message = e.message ?? err.message;
      const missing = e.extra?.missing ?? [];
      const invalid = e.extra?.invalid ?? [];
      for (const f of missing) place(f, t('This is a required field'));
      for (const f of invalid) place(f, message);
      if (!missing.length && !invalid.length) {
        const field = e.error_type ? FIELD_OF_TYPE[e.error_type] : undefined;
        if (field) place(field, message);
        else unplaced.push(message);
      }
    }
    return { fields, general: unplaced.length ? unplaced.join(' ') : Object.keys(fields).length ? null : err.message };
  }
  if (body && body.message && typeof body.message === 'object' && !Array.isArray(body.message)) {
    for (const [field, value] of Object.entries(body.message as Record<string, unknown>)) {
      const messages = Array.isArray(value)
        ? value.map(String)
        : [typeof value === 'object' ? JSON.stringify(value) : String(value)];
      // A nested parameters object: {parameters: {host: [...]}}.
      if (field === 'parameters' && value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [p, v] of Object.entries(value as Record<string, unknown>))
          place(p, Array.isArray(v) ? v.join(' ') : String(v));
        continue;
      }
      for (const m of messages) place(field, m);
    }
    return { fields, general: null };
  }
  return { fields, general: err.message };
}
