import type { ColumnInfo, TableKey, TableMetadata } from './connector.ts';

export interface RawKeys {
  pk: { name: string | null; columns: string[] } | null;
  fks: {
    name: string | null;
    columns: string[];
    referredSchema: string | null;
    referredTable: string;
    referredColumns: string[];
  }[];
  indexes: { name: string; columns: string[]; unique: boolean }[];
}

/**
 * Superset's TableMetadata from what an engine's catalog says. As Superset does, `indexes`
 * lists every key (the primary key, the foreign keys, then the real indexes), and each column
 * names the keys it belongs to.
 */
export function buildTableMetadata(
  name: string,
  columns: ColumnInfo[],
  raw: RawKeys,
  comment: string | null,
  selectStar: string,
): TableMetadata {
  const pk: TableKey | null = raw.pk ? { type: 'pk', name: raw.pk.name, column_names: raw.pk.columns } : null;
  const fks: TableKey[] = raw.fks.map((f) => ({
    type: 'fk',
    name: f.name,
    column_names: f.columns,
    referred_schema: f.referredSchema,
    referred_table: f.referredTable,
    referred_columns: f.referredColumns,
    options: {},
  }));
  const indexes: TableKey[] = raw.indexes.map((i) => ({
    type: 'index',
    name: i.name,
    column_names: i.columns,
    unique: i.unique,
  }));
  const all = [...(pk ? [pk] : []), ...fks, ...indexes];
  return {
    name,
    columns: columns.map((c) => ({
      name: c.name,
      type: c.type.split('(')[0]!.trim(),
      longType: c.type,
      keys: all.filter((k) => k.column_names.includes(c.name)),
      comment: c.comment,
    })),
    selectStar,
    primaryKey: pk ?? { constrained_columns: null, name: null },
    foreignKeys: fks,
    indexes: all,
    comment,
  };
}
