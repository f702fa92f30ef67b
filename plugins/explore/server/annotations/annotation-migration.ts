import type { Kysely, Migration } from 'kysely';
import { withAudit, withId } from '../../../../server/store/ddl.ts';
import type { StoreDialect } from '../../../../server/store/store.ts';

/**
 * Superset's annotation model (superset/models/annotations.py): `annotation_layer` and its
 * `annotation` rows. Datetimes are TEXT in the store's naive-UTC form, like every metadata date.
 */
export function annotationsMigration(dialect: StoreDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withAudit(
        withId(db.schema.createTable('annotation_layer'), dialect)
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('descr', 'text'),
      ).execute();
      await withAudit(
        withId(db.schema.createTable('annotation'), dialect)
          .addColumn('start_dttm', 'text')
          .addColumn('end_dttm', 'text')
          .addColumn('layer_id', 'integer', (c) => c.notNull().references('annotation_layer.id'))
          .addColumn('short_descr', 'text')
          .addColumn('long_descr', 'text')
          .addColumn('json_metadata', 'text'),
      ).execute();
      await db.schema
        .createIndex('annotation_layer_dttm_ix')
        .on('annotation')
        .columns(['layer_id', 'start_dttm', 'end_dttm'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['annotation', 'annotation_layer']) await db.schema.dropTable(t).execute();
    },
  };
}
