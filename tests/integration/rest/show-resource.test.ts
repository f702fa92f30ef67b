import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../server/http/errors.ts';
import { showResource } from '../../../server/rest/show-resource.ts';
import { DIALECTS, openFixture, widgetDef, type Fixture } from '../../harness/widget-resource.ts';

describe.each(DIALECTS)('showResource on %s', (dialect) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await openFixture(dialect);
  });
  afterAll(async () => {
    await f.close();
  });
  const show = (id: number | string, q?: string, userId?: number | null) =>
    showResource(f.db, widgetDef, id, q, f.ctx(userId));
  const status = async (p: Promise<unknown>) => {
    const e = await p.catch((err: unknown) => err);
    expect(e).toBeInstanceOf(ApiError);
    return [(e as ApiError).status, (e as ApiError).body.message];
  };

  it('answers one row with the show envelope', async () => {
    const res = await show(3);
    expect(res).toEqual({
      id: 3,
      result: {
        id: 3,
        name: '100% pure',
        price: 30,
        is_active: true,
        database: { id: 1, database_name: 'examples' },
        owners: [
          { id: 1, last_name: 'Lovelace' },
          { id: 2, last_name: 'Marley' },
          { id: 3, last_name: 'Twombly' },
        ],
        created_by: { first_name: 'Ada' },
      },
      show_columns: widgetDef.showColumns,
      label_columns: {
        id: 'Id',
        name: 'Widget name',
        price: 'Price',
        is_active: 'Is Active',
        database: 'Database',
        'owners.id': 'Owners Id',
        'owners.last_name': 'Owners Last Name',
        'created_by.first_name': 'Created By First Name',
      },
      description_columns: { price: 'Price in EUR' },
      show_title: 'Show Widget',
    });
  });

  it('accepts the id as URL text and renders empty relations', async () => {
    const res = await show('4');
    expect(res.result).toMatchObject({ id: 4, database: null, owners: [], created_by: { first_name: 'Cy' } });
  });

  it('selects columns and metadata blocks with q', async () => {
    const res = await show(2, '(columns:!(name,owners.id),keys:!(show_columns))');
    expect(res).toEqual({ id: 2, result: { name: 'beta', owners: [{ id: 2 }] }, show_columns: ['name', 'owners.id'] });
    expect(Object.keys(await show(2, '(keys:!(none))'))).toEqual(['id', 'result']);
  });

  it('answers 404 for a missing id, a malformed id, and a row the base filter hides', async () => {
    expect(await status(show(999))).toEqual([404, 'Not found']);
    expect(await status(show('abc'))).toEqual([404, 'Not found']);
    expect(await status(show('1; DROP TABLE widget'))).toEqual([404, 'Not found']);
    expect(await status(show(6, undefined, 1))).toEqual([404, 'Not found']);
    expect(await status(show(6, undefined, null))).toEqual([404, 'Not found']);
    expect((await show(6, undefined, 4)).result.name).toBe('secret');
  });

  it('answers 400 for a column outside show_columns and for bad rison', async () => {
    expect(await status(show(1, '(columns:!(params))'))).toEqual([400, 'Invalid column: params']);
    expect(await status(show(1, '(columns:'))).toEqual([400, 'Not a valid rison argument']);
    expect(await status(show(1, '(page:1)'))).toEqual([400, "Not a valid rison schema: q has an unknown key 'page'"]);
  });
});
