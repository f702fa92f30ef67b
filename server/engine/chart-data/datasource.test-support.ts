import type { QueryDatasource } from '../datasource-provider.ts';

/** A birth_names-like datasource for unit tests (no connector: nothing runs). */
export function testDatasource(): QueryDatasource {
  const col = (column_name: string, type: string, is_dttm = false) => ({
    column_name,
    verbose_name: null,
    type,
    is_dttm,
    filterable: true,
    groupby: true,
    expression: null,
    python_date_format: null,
  });
  const columns = [
    col('ds', 'TIMESTAMP', true),
    col('other_ds', 'DATE', true),
    col('state', 'VARCHAR'),
    col('num', 'BIGINT'),
  ];
  return {
    id: 1,
    type: 'table',
    uid: '1__table',
    name: 'main.birth_names',
    compile: {
      table_name: 'birth_names',
      schema: 'main',
      sql: null,
      main_dttm_col: 'ds',
      columns: columns.map(({ column_name, expression, type, is_dttm, python_date_format }) => ({
        column_name,
        expression,
        type,
        is_dttm,
        python_date_format,
      })),
      metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
    },
    columns,
    cacheTimeout: null,
    extra: null,
    changedOn: '2024-01-01T00:00:00',
    database: { id: 1, name: 'examples', backend: 'duckdb', cacheTimeout: null },
    connector: null as never,
  };
}
