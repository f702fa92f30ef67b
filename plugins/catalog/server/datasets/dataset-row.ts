/** A dataset's row in `tables`, as the service reads it. */
export interface DatasetRow {
  id: number;
  uuid: string;
  table_name: string;
  catalog: string | null;
  schema: string | null;
  database_id: number;
  sql: string | null;
  perm: string | null;
  main_dttm_col: string | null;
  fetch_values_predicate: string | null;
  template_params: string | null;
}
