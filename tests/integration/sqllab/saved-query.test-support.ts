import type { ApiClient } from '../../harness/api-client.ts';
import type { BootedLoupe } from '../../harness/boot-loupe.ts';
import { PG_URL } from '../../harness/services.ts';

/** Registers this machine's PostgreSQL as a database exposed in SQL Lab; answers its id. */
export async function addPgDatabase(admin: ApiClient, name: string): Promise<number> {
  const res = await admin.post<{ id: number }>('/api/v1/database/', {
    database_name: name,
    sqlalchemy_uri: PG_URL,
    expose_in_sqllab: true,
  });
  if (res.status !== 201) throw new Error(`database create: ${res.status} ${res.text}`);
  return res.body.id;
}

/** A signed-in SQL Lab user (Gamma + sql_lab), created on first use. */
export async function sqlLabUser(h: BootedLoupe, username: string): Promise<{ id: number; client: ApiClient }> {
  const id = await h.loupe.security.users.create({ username, password: `${username}-pw`, roles: ['Gamma', 'sql_lab'] });
  return { id, client: await h.login(username, `${username}-pw`) };
}

/** A form-encoded write with the client's CSRF token, as the browser's legacy views send it. */
export async function postForm<T = unknown>(
  client: ApiClient,
  method: string,
  path: string,
  fields: Record<string, string>,
) {
  const body = new URLSearchParams(fields).toString();
  return client.request<T>(method, path, body, {
    'content-type': 'application/x-www-form-urlencoded',
    'x-csrftoken': await client.csrfToken(),
  });
}
