import type { AvatarPerson } from '../../../../web/components/avatars.tsx';
import type { ListRow } from '../../../../web/list-page/list-types.ts';

/** One dashboard of `/api/v1/dashboard/` as the list asks for it (reference §8.2). */
export type DashboardRow = ListRow & {
  dashboard_title: string | null;
  slug: string | null;
  url: string | null;
  published: boolean;
  status?: string;
  owners: AvatarPerson[];
  changed_by_name: string | null;
  changed_on_delta_humanized: string;
  certified_by: string | null;
  certification_details: string | null;
  thumbnail_url: string | null;
};

/** The dashboard's address: its `url`, or Superset's `/superset/dashboard/<slug or id>/`. */
export const dashboardUrl = (r: Pick<DashboardRow, 'id' | 'slug' | 'url'>): string =>
  r.url || `/superset/dashboard/${r.slug || r.id}/`;

/** The title shown for a dashboard (Superset shows "[ untitled dashboard ]" for none). */
export const dashboardTitle = (r: Pick<DashboardRow, 'dashboard_title'>): string =>
  r.dashboard_title || '[ untitled dashboard ]';

/** Superset's certification tooltip: "Certified by X" and its details on a second line. */
export function certificationText(row: Pick<DashboardRow, 'certified_by' | 'certification_details'>): string | null {
  if (!row.certified_by) return null;
  return row.certification_details
    ? `Certified by ${row.certified_by}\n${row.certification_details}`
    : `Certified by ${row.certified_by}`;
}
