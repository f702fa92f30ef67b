// Saving from edit mode or the properties modal: read the server copy first; when it changed since
// the page loaded it, the caller confirms the differing values ('Please confirm the overwrite
// values.'); then `PUT /api/v1/dashboard/<pk>` and the page takes the saved values.
import { api } from '../../../../web/api/client.ts';
import type { DashboardLayout } from '../../shared/layout-types.ts';
import type { EditableDashboardModel } from './editable-dashboard.ts';
import {
  buildSavePayload,
  changedOnServer,
  overwriteDiff,
  type DashboardProperties,
  type OverwriteDiff,
  type SavePayload,
  type ServerDashboard,
} from './save-payload.ts';

export interface SaveOptions {
  rbac: boolean;
  /** Asked when the server copy changed since load; resolves true to overwrite. */
  confirmOverwrite: (diff: OverwriteDiff[]) => Promise<boolean>;
}

interface PutAnswer {
  id: number;
  result: Partial<SavePayload> & { json_metadata?: string };
  last_modified_time?: number;
}

/** The properties as the model holds them now. */
export function currentProperties(model: EditableDashboardModel): DashboardProperties {
  const d = model.state.dashboard!;
  return {
    dashboard_title: model.state.title,
    slug: d.slug,
    owners: d.owners.map((o) => o.id),
    roles: (d.roles ?? []).map((r) => r.id),
    certified_by: d.certified_by ?? '',
    certification_details: d.certification_details ?? '',
    css: model.state.css,
    metadata: { ...model.state.metadata },
  };
}

/** Saves; false when the user declined the overwrite. Errors are ApiErrors (see save-errors.ts). */
export async function saveDashboard(
  model: EditableDashboardModel,
  props: DashboardProperties,
  layout: DashboardLayout,
  options: SaveOptions,
): Promise<boolean> {
  const d = model.state.dashboard;
  if (!d) return false;
  const payload = buildSavePayload(props, layout, options.rbac);
  const { result: server } = await api.get<{ result: ServerDashboard }>(`/api/v1/dashboard/${d.id}`);
  if (changedOnServer(d.changed_on, server)) {
    const diff = overwriteDiff(payload, server);
    if (diff.length > 0 && !(await options.confirmOverwrite(diff))) return false;
  }
  await api.put<PutAnswer>(`/api/v1/dashboard/${d.id}`, payload);
  d.dashboard_title = payload.dashboard_title;
  d.slug = payload.slug;
  d.css = payload.css;
  d.certified_by = payload.certified_by;
  d.certification_details = payload.certification_details;
  d.json_metadata = payload.json_metadata;
  // The server's own `changed_on` string (not one rebuilt from `last_modified_time`, a float that
  // loses the microseconds): the next save's overwrite check compares like with like.
  const { result: fresh } = await api.get<{ result: ServerDashboard }>(`/api/v1/dashboard/${d.id}`);
  d.changed_on = fresh.changed_on;
  model.setTitle(payload.dashboard_title);
  model.setCss(payload.css);
  model.setMetadata(props.metadata);
  return true;
}

/** "Save as": `POST /api/v1/dashboard/<pk>/copy/`; answers the new dashboard's id. */
export async function copyDashboard(
  model: EditableDashboardModel,
  title: string,
  duplicateSlices: boolean,
  layout: DashboardLayout,
): Promise<{ id: number; slug?: string | null }> {
  const d = model.state.dashboard!;
  const answer = await api.post<{ result: { id: number; last_modified_time?: number }; id?: number }>(
    `/api/v1/dashboard/${d.id}/copy/`,
    {
      dashboard_title: title,
      css: model.state.css,
      duplicate_slices: duplicateSlices,
      json_metadata: JSON.stringify({ ...model.state.metadata, positions: layout }),
    },
  );
  return { id: answer.result?.id ?? answer.id ?? 0 };
}
