import type { AvatarPerson } from '../../../../web/components/avatars.tsx';
import type { ListRow } from '../../../../web/list-page/list-types.ts';

/** One chart of `/api/v1/chart/` as the list asks for it (reference §7). */
export type ChartRow = ListRow & {
  slice_name: string;
  viz_type: string | null;
  url: string;
  description: string | null;
  datasource_name_text: string | null;
  datasource_url: string | null;
  owners: AvatarPerson[];
  changed_by_name: string | null;
  changed_on_delta_humanized: string;
  certified_by: string | null;
  certification_details: string | null;
  thumbnail_url: string | null;
  cache_timeout: number | null;
  dashboards: { id: number; dashboard_title: string }[];
};

/** Superset's certification tooltip: "Certified by X" and its details on a second line. */
export function certificationText(row: Pick<ChartRow, 'certified_by' | 'certification_details'>): string | null {
  if (!row.certified_by) return null;
  return row.certification_details
    ? `Certified by ${row.certified_by}\n${row.certification_details}`
    : `Certified by ${row.certified_by}`;
}
