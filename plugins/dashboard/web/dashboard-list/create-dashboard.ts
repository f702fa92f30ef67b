import { api } from '../../../../web/api/client.ts';

/** Superset's "+ Dashboard": a new, untitled dashboard, opened in edit mode. */
export async function createDashboard(navigate: (url: string) => void): Promise<void> {
  const made = await api.post<{ id: number }>('/api/v1/dashboard/', { dashboard_title: '[ untitled dashboard ]' });
  navigate(`/superset/dashboard/${made.id}/?edit=true`);
}
