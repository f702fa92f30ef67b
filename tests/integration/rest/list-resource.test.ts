import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../server/http/errors.ts';
import { listResource } from '../../../server/rest/list-resource.ts';
import type { ResourceDef } from '../../../server/rest/resource-def.ts';
import { DIALECTS, openFixture, widgetDef, type Fixture } from '../../harness/widget-resource.ts';

async function rejection(p: Promise<unknown>): Promise<{ status: number; message: unknown }> {
  const e = await p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return { status: (e as ApiError).status, message: (e as ApiError).body.message };
}

describe.each(DIALECTS)('listResource on %s', (dialect) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await openFixture(dialect);
  });
  afterAll(async () => {
    await f.close();
  });
  const list = (q?: string, userId?: number | null, def: ResourceDef = widgetDef) =>
    listResource(f.db, def, q, f.ctx(userId));

  it('answers a bare list with the default order, page size capped, and every metadata block', async () => {
    const res = await list();
    expect(res.count).toBe(7); // widget 6 is private to user 4
    expect(res.ids).toEqual([8, 7, 5, 4, 3]); // changed_on desc, capped at maxPageSize 5
    expect(res.result.map((r) => r.id)).toEqual(res.ids);
    expect(res.list_columns).toEqual(widgetDef.listColumns);
    expect(res.order_columns).toEqual(widgetDef.orderColumns);
    expect(res.label_columns).toMatchObject({
      name: 'Widget name',
      'changed_by.first_name': 'Changed By First Name',
      is_active: 'Is Active',
    });
    expect(res.description_columns).toEqual({ price: 'Price in EUR' });
    expect(res.list_title).toBe('List Widget');
  });

  it('renders types, computed fields and nested relations', async () => {
    const res = await list('(filters:!((col:id,opr:eq,value:1)))');
    expect(res.result).toEqual([
      {
        id: 1,
        name: 'Alpha',
        price: 10.5,
        quantity: 3,
        is_active: true,
        schema: 'public',
        params: '{"w": 1}',
        changed_on: '2024-04-01T09:00:00',
        changed_on_delta_humanized: 'a month ago',
        changed_by_name: 'Ada Lovelace',
        database: { id: 1, database_name: 'examples' },
        owners: [
          { id: 1, first_name: 'Ada' },
          { id: 2, first_name: 'Bob' },
        ],
        changed_by: { first_name: 'Ada', id: 1 },
      },
    ]);
    expect(Object.keys(res.result[0]!)).toEqual([
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
      'database',
      'owners',
      'changed_by',
    ]);
  });

  it('renders a missing many-to-one as null and no links as []', async () => {
    const res = await list(
      '(columns:!(id,is_active,database.database_name,owners.id,changed_by.id,changed_by_name),order_column:price,order_direction:desc,page_size:2)',
    );
    expect(res.result).toEqual([
      {
        id: 5,
        is_active: false,
        database: { database_name: 'warehouse' },
        owners: [{ id: 3 }],
        changed_by: { id: 1 },
        changed_by_name: 'Ada Lovelace',
      },
      { id: 8, is_active: false, database: null, owners: [], changed_by: null, changed_by_name: '' },
    ]);
    expect(res.list_columns).toEqual([
      'id',
      'is_active',
      'database.database_name',
      'owners.id',
      'changed_by.id',
      'changed_by_name',
    ]);
    expect(Object.keys(res.label_columns!)).toEqual(res.list_columns);
  });

  it('accepts FAB select_columns like columns', async () => {
    const res = await list('(select_columns:!(id,name),page_size:1)');
    expect(res.result).toEqual([{ id: 8, name: "O'Brien 1000" }]);
  });

  it.each([
    ['price asc, nulls last', '(order_column:price,order_direction:asc,page_size:-1)', [1, 2, 3, 4, 7]],
    ['price asc, page 1', '(order_column:price,order_direction:asc,page:1)', [8, 5]],
    ['price desc, nulls first', '(order_column:price,order_direction:desc)', [5, 8, 7, 4, 3]],
    [
      'a computed field by its sort column',
      '(order_column:changed_on_delta_humanized,order_direction:asc)',
      [1, 2, 3, 4, 5],
    ],
    ['a many-to-one field, ties by id', '(order_column:changed_by.first_name,order_direction:asc)', [1, 5, 3, 7, 4]],
    ['a many-to-one field descending', '(order_column:database.database_name,order_direction:desc)', [4, 8, 2, 5, 1]],
    ['ascending when no direction is given', '(order_column:quantity)', [3, 5, 1, 8, 2]],
  ])('orders by %s', async (_what, q, ids) => {
    expect((await list(q)).ids).toEqual(ids);
  });

  it('pages with a total count that ignores the page', async () => {
    const second = await list('(page:1,page_size:2)');
    expect(second).toMatchObject({ count: 7, ids: [5, 4] });
    const beyond = await list('(page:9,page_size:2)');
    expect(beyond).toMatchObject({ count: 7, ids: [], result: [] });
  });

  it('caps page_size at the maximum and serves all for -1 only where allowed', async () => {
    expect((await list('(page_size:50)')).ids).toHaveLength(5);
    expect((await list('(page_size:-1)')).ids).toHaveLength(5);
    expect((await list('(page_size:0)')).ids).toHaveLength(5);
    const unlimited = { ...widgetDef, maxPageSize: -1 };
    expect((await list('(page_size:-1)', 1, unlimited)).ids).toHaveLength(7);
    expect((await list(undefined, 1, unlimited)).ids).toHaveLength(7); // default page size 20
  });

  it('selects metadata blocks with keys', async () => {
    const none = await list('(keys:!(none),page_size:1)');
    expect(Object.keys(none).sort()).toEqual(['count', 'ids', 'result']);
    const some = await list('(keys:!(list_columns,list_title),columns:!(id),page_size:1)');
    expect(Object.keys(some).sort()).toEqual(['count', 'ids', 'list_columns', 'list_title', 'result']);
    expect(some.list_columns).toEqual(['id']);
  });

  it('hides rows the base filter denies, and shows them to whom it allows', async () => {
    expect((await list('(page_size:-1)', 1, { ...widgetDef, maxPageSize: -1 })).ids).not.toContain(6);
    const owner = await list('(filters:!((col:name,opr:eq,value:secret)))', 4);
    expect(owner).toMatchObject({ count: 1, ids: [6] });
    const anonymous = await list('(filters:!((col:name,opr:eq,value:secret)))', null);
    expect(anonymous).toMatchObject({ count: 0, ids: [] });
  });

  it.each([
    ['(columns:!(id,nope))', 'Invalid column: nope'],
    ['(columns:!(owners.last_name))', 'Invalid column: owners.last_name'],
    ['(order_column:nope)', 'Invalid order by column: nope'],
    ['(order_column:params)', 'Invalid order by column: params'],
    ['(page:', 'Not a valid rison argument'],
    ["(page_size:'10')", 'Not a valid rison schema: page_size must be integer'],
    ['(bogus:!t)', "Not a valid rison schema: q has an unknown key 'bogus'"],
    [
      '(filters:!((col:name,opr:eq,value:x,extra:1)))',
      "Not a valid rison schema: filters.0 has an unknown key 'extra'",
    ],
  ])('answers %s with 400', async (q, message) => {
    expect(await rejection(list(q))).toEqual({ status: 400, message });
  });
});
