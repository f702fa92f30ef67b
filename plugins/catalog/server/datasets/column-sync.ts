import { GenericDataType, type Connector } from '../../../../server/engine/connectors/connector.ts';

export interface SourceColumn {
  name: string;
  type: string;
  isDttm: boolean;
}

/**
 * The columns a dataset's source has now: the table's, or for a virtual dataset, those its SQL
 * returns (run once with a single-row limit).
 */
export async function sourceColumns(
  connector: Connector,
  ds: { table_name: string; schema: string | null; sql: string | null },
): Promise<SourceColumn[]> {
  if (ds.sql && ds.sql.trim()) {
    const res = await connector.execute(`SELECT * FROM (${ds.sql.trim().replace(/;\s*$/, '')}) AS virtual_table`, {
      maxRows: 1,
    });
    return res.columns.map((c) => ({ name: c.name, type: c.type, isDttm: c.genericType === GenericDataType.TEMPORAL }));
  }
  const cols = await connector.getColumns(ds.table_name, ds.schema);
  return cols.map((c) => ({ name: c.name, type: c.type, isDttm: c.isDttm }));
}
