// A chart dropped from the builder pane: its definition (form data) read from the chart API so
// the dashboard can draw its tile; a chart without one gets the spec's message.
import { api } from '../../../../web/api/client.ts';
import type { EditableChart } from './editable-dashboard.ts';

interface ChartAnswer {
  result: {
    id: number;
    slice_name: string;
    viz_type: string;
    params?: string | null;
    query_context?: string | null;
    description?: string | null;
  };
}

export async function fetchChartDefinition(id: number): Promise<EditableChart> {
  const { result } = await api.get<ChartAnswer>(`/api/v1/chart/${id}`);
  let formData: Record<string, unknown>;
  try {
    formData = result.params ? (JSON.parse(result.params) as Record<string, unknown>) : {};
  } catch {
    formData = {};
  }
  if (!result.viz_type) throw new Error('no chart definition');
  return {
    id: result.id,
    slice_name: result.slice_name,
    description: result.description ?? null,
    form_data: { ...formData, viz_type: result.viz_type, slice_id: result.id },
  };
}
