// What other plugins' server code may use of explore: the chart tables and chart visibility.
// Server-only (ARCHITECTURE.md §3).
export type { ExploreTables, SlicesTable } from './migrations/explore-tables.ts';
export { chartVisibility, CHART_FAV_CLASS } from './charts/chart-resource.ts';
export { chartFormData, descriptionMarkeddown } from './charts/chart-fields.ts';
export {
  IChartDashboardLinks,
  type ChartDashboardLinker,
  type ChartDashboardRef,
} from './charts/chart-dashboard-links.ts';
