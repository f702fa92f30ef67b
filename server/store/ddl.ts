import { sql, type CreateTableBuilder } from 'kysely';
import type { StoreDialect } from './store.ts';

/**
 * Column helpers that read the same on SQLite and PostgreSQL. Metadata datetimes are TEXT in the
 * wire's own naive-UTC form (`2024-05-02T10:11:12.123000`), which sorts and compares correctly
 * as text on both; booleans are `boolean` (0/1 on SQLite).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Table = CreateTableBuilder<any, any>;

export function withId(t: Table, dialect: StoreDialect): Table {
  return dialect === 'postgres'
    ? t.addColumn('id', 'serial', (c) => c.primaryKey())
    : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** created_on/changed_on (+ created_by_fk/changed_by_fk pointing at ab_user). */
export function withAudit(t: Table, opts: { users?: boolean } = {}): Table {
  let out = t.addColumn('created_on', 'text').addColumn('changed_on', 'text');
  if (opts.users !== false) {
    out = out
      .addColumn('created_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
      .addColumn('changed_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'));
  }
  return out;
}

export const falseDefault = sql`false`;
export const trueDefault = sql`true`;
