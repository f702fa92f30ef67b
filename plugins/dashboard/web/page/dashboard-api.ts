// The calls the dashboard page makes (reference §8.2, spec §7), typed as the wire carries them.
import { api } from '../../../../web/api/client.ts';
import type { QueryFormData } from '../../../../core/viz/index.ts';
import type { DataMask } from '../../shared/index.ts';

export interface DashboardOwner {
  id: number;
  first_name?: string | null;
  last_name?: string | null;
}

/** `GET /api/v1/dashboard/<id_or_slug>`'s result. */
export interface DashboardInfo {
  id: number;
  slug: string | null;
  url?: string;
  dashboard_title: string;
  published: boolean;
  css: string | null;
  json_metadata: string | null;
  position_json: string | null;
  certified_by?: string | null;
  viz_type?: string;
  certification_details?: string | null;
  owners: DashboardOwner[];
  /** Naive UTC, as the wire writes it: the save's overwrite check compares it with the server's. */
  changed_on?: string;
  roles?: { id: number; name?: string }[];
  changed_on_delta_humanized?: string;
  changed_by?: DashboardOwner | null;
  is_managed_externally?: boolean;
}

/** One entry of `GET /api/v1/dashboard/<id_or_slug>/charts`. */
export interface DashboardChart {
  id: number;
  slice_name: string;
  description?: string | null;
  description_markeddown?: string | null;
  form_data: QueryFormData;
  slice_url?: string;
  certified_by?: string | null;
  uuid?: string;
}

/** The part of a dataset of `/datasets` the page uses: which database each chart's dataset is on. */
export interface DashboardDataset {
  id: number;
  uid?: string;
  type?: string;
  database?: { id: number; name?: string; database_name?: string };
  [key: string]: unknown;
}

/** What a dashboard permalink keeps: the tabs shown, the anchor, the filters' masks, address parameters. */
export interface PermalinkState {
  activeTabs?: string[];
  anchor?: string;
  dataMask?: Record<string, DataMask>;
  urlParams?: [string, string][];
}

const base = (idOrSlug: string | number) => `/api/v1/dashboard/${encodeURIComponent(String(idOrSlug))}`;

export const dashboardApi = {
  get: (idOrSlug: string) => api.get<{ result: DashboardInfo }>(base(idOrSlug)).then((r) => r.result),
  charts: (idOrSlug: string) => api.get<{ result: DashboardChart[] }>(`${base(idOrSlug)}/charts`).then((r) => r.result),
  datasets: (idOrSlug: string) =>
    api.get<{ result: DashboardDataset[] }>(`${base(idOrSlug)}/datasets`).then((r) => r.result),
  favoriteStatus: (id: number) =>
    api
      .get<{ result: { id: number; value: boolean }[] }>('/api/v1/dashboard/favorite_status/', [id])
      .then((r) => r.result.find((x) => x.id === id)?.value ?? false),
  setFavorite: (id: number, on: boolean) =>
    on ? api.post(`${base(id)}/favorites/`) : api.delete(`${base(id)}/favorites/`),
  setPublished: (id: number, published: boolean) => api.put(base(id), { published }),
  saveMetadata: (id: number, jsonMetadata: string) => api.put(base(id), { json_metadata: jsonMetadata }),
  remove: (id: number) => api.delete(base(id)),
  permalink: (
    id: number,
    state: { activeTabs?: string[]; anchor?: string; dataMask?: unknown; urlParams?: [string, string][] },
  ) => api.post<{ key: string; url: string }>(`${base(id)}/permalink`, state),
  /** `GET /api/v1/dashboard/permalink/<key>`: the state a permalink keeps (reference §8.3). */
  permalinkState: (key: string) =>
    api
      .get<{ dashboardId: string; state: PermalinkState }>(`/api/v1/dashboard/permalink/${encodeURIComponent(key)}`)
      .then((r) => r.state ?? {}),
};
