import { GenericDataType, type Connector } from '../../../../server/engine/connectors/connector.ts';
import { withReadOnlySession } from '../../../../server/engine/connectors/read-only-session.ts';
import { virtualDatasetSql, wrapVirtualSql } from '../../../../server/engine/sql/virtual-dataset-sql.ts';

export interface SourceColumn {
  name: string;
  type: string;
  isDttm: boolean;
}

/**
 * The columns a dataset's source has now: the table's, or for a virtual dataset, those its SQL
 * returns. The SQL must be one SELECT (VirtualSqlError otherwise, before anything runs); it runs
 * once with a single-row limit, in a read-only session.
 */
export async function sourceColumns(
  connector: Connector,
  ds: { table_name: string; schema: string | null; sql: string | null },
): Promise<SourceColumn[]> {
  if (ds.sql && ds.sql.trim()) {
    const from = wrapVirtualSql(virtualDatasetSql(ds.sql, connector.backend), 'virtual_table');
    const res = await withReadOnlySession(connector, (session) =>
      session.execute(`SELECT * FROM ${from}`, { maxRows: 1 }),
    );
    return res.columns.map((c) => ({ name: c.name, type: c.type, isDttm: c.genericType === GenericDataType.TEMPORAL }));
  }
  const cols = await connector.getColumns(ds.table_name, ds.schema);
  return cols.map((c) => ({ name: c.name, type: c.type, isDttm: c.isDttm }));
}
