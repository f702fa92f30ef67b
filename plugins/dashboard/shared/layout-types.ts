// The dashboard layout (`position_json`, reference §8.5): a flat map of component id → component.
// Isomorphic: the server validates it, the web page draws and edits it.

export const DASHBOARD_VERSION_KEY = 'DASHBOARD_VERSION_KEY';
export const ROOT_ID = 'ROOT_ID';
export const GRID_ID = 'GRID_ID';
export const HEADER_ID = 'HEADER_ID';

export const LAYOUT_TYPES = [
  'ROOT',
  'GRID',
  'HEADER',
  'ROW',
  'COLUMN',
  'CHART',
  'MARKDOWN',
  'DIVIDER',
  'TABS',
  'TAB',
  'DYNAMIC',
] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];

/** Superset's grid constants (dashboard/util/constants.ts). */
export const GRID_COLUMN_COUNT = 12;
export const GRID_BASE_UNIT = 8;
export const GRID_GUTTER_SIZE = 16;
export const GRID_MIN_COLUMN_COUNT = 1;
export const GRID_MIN_ROW_UNITS = 5;
export const GRID_MAX_ROW_UNITS = 100;
export const GRID_DEFAULT_CHART_WIDTH = 4;
export const GRID_DEFAULT_CHART_HEIGHT = 50;

export type Background = 'BACKGROUND_TRANSPARENT' | 'BACKGROUND_WHITE';
export type HeaderSize = 'SMALL_HEADER' | 'MEDIUM_HEADER' | 'LARGE_HEADER';

export interface LayoutMeta {
  chartId?: number;
  uuid?: string;
  width?: number;
  height?: number;
  sliceName?: string;
  sliceNameOverride?: string;
  text?: string;
  code?: string;
  background?: Background;
  headerSize?: HeaderSize;
  defaultText?: string;
  placeholder?: string;
  componentKey?: string;
  [key: string]: unknown;
}

export interface LayoutComponent {
  id: string;
  type: LayoutType;
  children: string[];
  parents?: string[];
  meta?: LayoutMeta;
}

/** `position_json` parsed: components by id, plus `DASHBOARD_VERSION_KEY: "v2"`. */
export type DashboardLayout = Record<string, LayoutComponent> & { [DASHBOARD_VERSION_KEY]?: unknown };
