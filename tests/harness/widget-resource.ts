// The widget resource: a small metadata schema on SQLite and on the real PostgreSQL, and
// a resource definition over it, so every behavioural suite runs against both dialects.
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { createTempPgDatabase } from './pg-database.ts';
import { openSqliteDatabase } from '../../server/store/sqlite-driver.ts';
import { defineResource } from '../../server/rest/define-resource.ts';
import { favoriteFilter } from '../../server/rest/favorites.ts';
import type { ResourceDef, RestContext } from '../../server/rest/resource-def.ts';
import { userManyToMany, userManyToOne } from '../../server/rest/user-relation.ts';
import { humanizeDelta } from '../../server/rest/wire-format.ts';

export type Dialect = 'sqlite' | 'postgres';
export const DIALECTS: Dialect[] = ['sqlite', 'postgres'];
export const NOW = new Date('2024-05-04T10:00:00.000Z');

export interface Fixture {
  dialect: Dialect;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>;
  ctx: (userId?: number | null, permissions?: string[]) => RestContext;
  close: () => Promise<void>;
}

export const widgetDef: ResourceDef = defineResource({
  name: 'widget',
  className: 'Widget',
  table: 'widget',
  fields: {
    id: { type: 'number' },
    name: { type: 'string' },
    price: { type: 'number' },
    quantity: { type: 'number' },
    is_active: { type: 'boolean' },
    schema: { type: 'string' },
    params: { type: 'json-text' },
    changed_on: { type: 'datetime' },
    changed_on_delta_humanized: {
      type: 'string',
      computed: (row, ctx) => humanizeDelta(row.changed_on as string, ctx.now?.() ?? new Date()),
      needs: ['changed_on'],
      sortColumn: 'changed_on',
    },
    changed_by_name: {
      type: 'string',
      computed: (row) =>
        row['changed_by.first_name'] ? `${row['changed_by.first_name']} ${row['changed_by.last_name']}` : '',
      needs: ['changed_by.first_name', 'changed_by.last_name'],
    },
  },
  relations: {
    database: {
      kind: 'many-to-one',
      table: 'dbs',
      fk: 'database_id',
      fields: { id: 'id', database_name: 'database_name' },
      text: (row) => String(row.database_name),
      search: ['database_name'],
    },
    owners: userManyToMany('widget_owners', 'widget_id'),
    created_by: userManyToOne('created_by_fk', (eb) => eb('ab_user.active', '=', true)),
    changed_by: userManyToOne('changed_by_fk'),
  },
  listColumns: [
    'id',
    'name',
    'price',
    'quantity',
    'is_active',
    'schema',
    'params',
    'changed_on',
    'changed_on_delta_humanized',
    'changed_by_name',
    'database.id',
    'database.database_name',
    'owners.id',
    'owners.first_name',
    'changed_by.first_name',
    'changed_by.id',
  ],
  showColumns: [
    'id',
    'name',
    'price',
    'is_active',
    'database',
    'owners.id',
    'owners.last_name',
    'created_by.first_name',
  ],
  orderColumns: [
    'name',
    'price',
    'quantity',
    'changed_on_delta_humanized',
    'changed_by.first_name',
    'database.database_name',
  ],
  searchColumns: {
    id: ['eq', 'widget_is_favorite'],
    name: ['sw', 'nsw', 'ew', 'new', 'ct', 'nct', 'eq', 'neq', 'in'],
    price: ['eq', 'neq', 'gt', 'lt', 'ge', 'le', 'in'],
    quantity: ['eq', 'gt'],
    is_active: ['eq', 'neq'],
    changed_on: ['gt', 'le'],
    database: ['rel_o_m', 'nrel_o_m'],
    owners: ['rel_m_m', 'nrel_m_m'],
  },
  customFilters: { widget_is_favorite: favoriteFilter('widget') },
  defaultOrder: { column: 'changed_on', direction: 'desc' },
  // Private widgets are visible to their creator only.
  baseFilter: (eb, ctx) => eb.or([eb('widget.private', '=', false), eb('widget.created_by_fk', '=', ctx.userId)]),
  distinctColumns: ['schema', 'quantity'],
  relatedColumns: ['database', 'owners', 'created_by'],
  addColumns: [{ name: 'name', type: 'String', required: true }],
  editColumns: [
    { name: 'name', type: 'String' },
    { name: 'price', type: 'Float', label: 'Unit price' },
  ],
  labelColumns: { name: 'Widget name' },
  descriptionColumns: { price: 'Price in EUR' },
  maxPageSize: 5,
});

const users = [
  [1, 'Ada', 'Lovelace', 'ada', 'ada@x.io', true],
  [2, 'Bob', 'Marley', 'bob', 'bob@x.io', true],
  [3, 'Cy', 'Twombly', 'cy', 'cy@x.io', false],
  [4, 'Dee', 'Dee', 'dee', 'dee@x.io', true],
] as const;

/** id, name, price, quantity, is_active, schema, database_id, created_by, changed_by, changed_on (day of May), private, owners */
const widgets = [
  [1, 'Alpha', 10.5, 3, true, 'public', 1, 1, 1, 1, false, [1, 2]],
  [2, 'beta', 20, 5, false, 'public', 2, 2, null, 2, false, [2]],
  [3, '100% pure', 30, 0, true, 'sales', 1, 1, 2, 3, false, [1, 2, 3]],
  [4, 'under_score', 40, 7, true, null, null, 3, 4, 4, false, []],
  [5, 'Gamma ray', null, 1, false, 'Sales', 2, 2, 1, 5, false, [3]],
  [6, 'secret', 60, 2, true, 'hidden', 1, 4, 4, 6, true, [4]],
  [7, 'a!b', 70, 9, true, 'public', 1, 1, 3, 7, false, [1]],
  [8, "O'Brien 1000", 80, 4, false, 'public', null, 2, null, 8, false, []],
] as const;

const day = (d: number) => `2024-04-${String(d).padStart(2, '0')}T09:00:00.000000`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createSchema(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? ('serial' as const) : ('integer' as const);
  await db.schema
    .createTable('ab_user')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('username', 'text')
    .addColumn('email', 'text')
    .addColumn('active', 'boolean')
    .execute();
  await db.schema
    .createTable('dbs')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('database_name', 'text')
    .execute();
  await db.schema
    .createTable('widget')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('name', 'text')
    .addColumn('price', 'double precision')
    .addColumn('quantity', 'integer')
    .addColumn('is_active', 'boolean')
    .addColumn('private', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
    .addColumn('schema', 'text')
    .addColumn('params', 'text')
    .addColumn('changed_on', 'text')
    .addColumn('database_id', 'integer', (c) => c.references('dbs.id'))
    .addColumn('created_by_fk', 'integer', (c) => c.references('ab_user.id'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('ab_user.id'))
    .execute();
  await db.schema
    .createTable('widget_owners')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('widget_id', 'integer', (c) => c.references('widget.id'))
    .addColumn('user_id', 'integer', (c) => c.references('ab_user.id'))
    .execute();
  await db.schema
    .createTable('favstar')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('user_id', 'integer')
    .addColumn('class_name', 'text')
    .addColumn('obj_id', 'integer')
    .addColumn('dttm', 'text')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function seed(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('ab_user')
    .values(
      users.map(([id, first_name, last_name, username, email, active]) => ({
        id,
        first_name,
        last_name,
        username,
        email,
        active,
      })),
    )
    .execute();
  await db
    .insertInto('dbs')
    .values([
      { id: 1, database_name: 'examples' },
      { id: 2, database_name: 'warehouse' },
    ])
    .execute();
  await db
    .insertInto('widget')
    .values(
      widgets.map(
        ([id, name, price, quantity, is_active, schema, database_id, created_by_fk, changed_by_fk, d, priv]) => ({
          id,
          name,
          price,
          quantity,
          is_active,
          schema,
          database_id,
          created_by_fk,
          changed_by_fk,
          changed_on: day(d),
          private: priv,
          params: `{"w": ${id}}`,
        }),
      ),
    )
    .execute();
  const links = widgets.flatMap(([wid, , , , , , , , , , , owners]) =>
    owners.map((user_id) => ({ widget_id: wid, user_id })),
  );
  await db.insertInto('widget_owners').values(links).execute();
}

/** A seeded fixture per dialect; PostgreSQL gets a throw-away database on the real server. */
export async function openFixture(dialect: Dialect): Promise<Fixture> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let db: Kysely<any>;
  let dropDatabase = async () => {};
  if (dialect === 'postgres') {
    const temp = await createTempPgDatabase('loupe_rest');
    dropDatabase = temp.drop;
    const pool = new pg.Pool({ connectionString: temp.url, max: 4 });
    // Dropping the database (WITH FORCE) ends any connection still closing: expected, not a failure.
    pool.on('error', (err: Error & { code?: string }) => {
      if (err.code !== '57P01') throw err;
    });
    db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  } else {
    db = new Kysely({ dialect: new SqliteDialect({ database: openSqliteDatabase(':memory:') }) });
  }
  await createSchema(db, dialect);
  await seed(db);
  return {
    dialect,
    db,
    ctx: (userId = 1, permissions = ['can_read', 'can_write']) => ({
      dialect,
      userId,
      permissions: () => permissions,
      now: () => NOW,
    }),
    close: async () => {
      await db.destroy();
      await dropDatabase();
    },
  };
}
