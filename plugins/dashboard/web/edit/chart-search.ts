// The builder pane's chart list (spec §7): the user's charts through `GET /api/v1/chart/?q=` with
// page_size 200, viz_type not filter_box, ordered by changed_on_delta_humanized (Superset's sort key for it), searched on slice_name; sorted in
// the pane by recent, name or viz type.
import { api } from '../../../../web/api/client.ts';

export interface PaneChart {
  id: number;
  slice_name: string;
  viz_type: string;
  datasource_name_text?: string | null;
  changed_on_delta_humanized?: string;
  changed_on_utc?: string;
  uuid?: string;
}

export type ChartSort = 'recent' | 'name' | 'viz_type';

export function chartListQuery(search: string) {
  const filters: { col: string; opr: string; value: string }[] = [{ col: 'viz_type', opr: 'neq', value: 'filter_box' }];
  if (search.trim()) filters.push({ col: 'slice_name', opr: 'ct', value: search.trim() });
  return {
    columns: [
      'id',
      'slice_name',
      'viz_type',
      'datasource_name_text',
      'changed_on_delta_humanized',
      'changed_on_utc',
      'uuid',
    ],
    filters,
    order_column: 'changed_on_delta_humanized',
    order_direction: 'desc',
    page: 0,
    page_size: 200,
  };
}

export async function fetchPaneCharts(search: string): Promise<PaneChart[]> {
  const answer = await api.get<{ result: PaneChart[] }>('/api/v1/chart/', chartListQuery(search));
  return answer.result;
}

export function sortCharts(charts: readonly PaneChart[], sort: ChartSort): PaneChart[] {
  const list = [...charts];
  if (sort === 'name') return list.sort((a, b) => a.slice_name.localeCompare(b.slice_name));
  if (sort === 'viz_type')
    return list.sort((a, b) => a.viz_type.localeCompare(b.viz_type) || a.slice_name.localeCompare(b.slice_name));
  return list.sort((a, b) => (b.changed_on_utc ?? '').localeCompare(a.changed_on_utc ?? ''));
}
