// The "Embed dashboard" dialog's model (Superset's DashboardEmbedControls): the embedding of one
// dashboard read, enabled or saved, and deactivated through `/api/v1/dashboard/<id>/embedded`
// (reference §8.2). A 404 on read means the dashboard is not embedded yet.
import { api } from '../../../../web/api/client.ts';
import { ApiError } from '../../../../web/api/api-error.ts';

/** `GET /api/v1/dashboard/<id>/embedded`'s result. */
export interface EmbeddedConfig {
  uuid: string;
  allowed_domains: string[];
  dashboard_id: string;
  changed_on?: string;
  changed_by?: { id?: number; first_name?: string | null; last_name?: string | null } | null;
}

/** The calls the dialog makes; tests pass their own. */
export interface EmbedApi {
  get(dashboardId: number): Promise<EmbeddedConfig>;
  save(dashboardId: number, allowedDomains: string[]): Promise<EmbeddedConfig>;
  remove(dashboardId: number): Promise<unknown>;
}

const path = (id: number) => `/api/v1/dashboard/${id}/embedded`;

export const embedApi: EmbedApi = {
  get: (id) => api.get<{ result: EmbeddedConfig }>(path(id)).then((r) => r.result),
  save: (id, allowed_domains) =>
    api.post<{ result: EmbeddedConfig }>(path(id), { allowed_domains }).then((r) => r.result),
  remove: (id) => api.delete(path(id)),
};

/** Superset's stringToList: the typed domains split on commas and white space, empties dropped. */
export function stringToList(text: string): string[] {
  return text.split(/(?:\s|,)+/).filter((x) => x);
}

/** The input's text for saved domains. */
export function domainsText(config: EmbeddedConfig | null): string {
  return config ? config.allowed_domains.join(', ') : '';
}

/** "Save changes" is offered only when the typed domains differ from the saved ones. */
export function isDirty(config: EmbeddedConfig | null, text: string): boolean {
  return !config || stringToList(text).join() !== config.allowed_domains.join();
}

/** The saved embedding, or null when the dashboard is not embedded (404); other failures throw. */
export async function loadEmbedded(client: EmbedApi, dashboardId: number): Promise<EmbeddedConfig | null> {
  try {
    return await client.get(dashboardId);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}
