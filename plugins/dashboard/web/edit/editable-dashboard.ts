// What edit mode needs of the dashboard page's model (page/dashboard-model.ts): its state and the
// setters it offers edit mode. Kept structural so the editor does not reach into the page's files.
import type { DashboardLayout } from '../../shared/layout-types.ts';
import type { DashboardMetadata } from '../../shared/metadata-types.ts';

export interface EditableDashboardInfo {
  id: number;
  slug: string | null;
  dashboard_title: string;
  css: string | null;
  json_metadata: string | null;
  certified_by?: string | null;
  certification_details?: string | null;
  owners: { id: number; first_name?: string | null; last_name?: string | null }[];
  roles?: { id: number; name?: string }[];
  changed_on?: string;
  published?: boolean;
}

/** A chart as the page draws it (`GET /api/v1/dashboard/<id>/charts` entry). */
export interface EditableChart {
  id: number;
  slice_name: string;
  form_data: Record<string, unknown>;
  uuid?: string;
  description?: string | null;
  description_markeddown?: string | null;
  slice_url?: string;
  certified_by?: string | null;
  viz_type?: string;
}

export interface EditableDashboardModel {
  readonly state: {
    dashboard: EditableDashboardInfo | null;
    layout: DashboardLayout;
    metadata: DashboardMetadata;
    css: string;
    title: string;
    editMode: boolean;
    hasUnsavedChanges: boolean;
    charts: Record<number, EditableChart>;
  };
  setEditMode(on: boolean): void;
  setLayout(layout: DashboardLayout): void;
  setUnsavedChanges(on: boolean): void;
  setTitle(title: string): void;
  setCss(css: string): void;
  setMetadata(metadata: DashboardMetadata): void;
}
