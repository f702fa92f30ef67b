import { api } from '../../../../web/api/client.ts';
import type { SqlLabDatabase } from '../state/editor-types.ts';

/** The databases exposed in SQL Lab that the user may reach, by name. */
export async function fetchDatabases(): Promise<SqlLabDatabase[]> {
  const res = await api.get<{ result: SqlLabDatabase[] }>('/api/v1/database/', {
    columns: [
      'id',
      'database_name',
      'backend',
      'allow_run_async',
      'allow_dml',
      'allow_ctas',
      'allow_cvas',
      'expose_in_sqllab',
      'disable_data_preview',
    ],
    filters: [{ col: 'expose_in_sqllab', opr: 'eq', value: true }],
    order_column: 'database_name',
    order_direction: 'asc',
    page: 0,
    page_size: 100,
  });
  return res.result;
}
