import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../server/http/errors.ts';
import { relatedResource } from '../../../server/rest/related-resource.ts';
import type { AnyExpressionBuilder } from '../../../server/rest/resource-def.ts';
import { DIALECTS, openFixture, widgetDef, type Fixture } from '../../harness/widget-resource.ts';

/** A database list that shows its caller only database 1. */
const visibleDatabaseOne = (eb: AnyExpressionBuilder) => eb('dbs.id', '=', 1);

describe.each(DIALECTS)('relatedResource on %s', (dialect) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await openFixture(dialect);
  });
  afterAll(async () => {
    await f.close();
  });
  const related = (column: string, q?: string) => relatedResource(f.db, widgetDef, column, q, f.ctx(1));
  const values = async (column: string, q?: string) => (await related(column, q)).result.map((o) => o.value);
  const failure = async (p: Promise<unknown>) => {
    const e = await p.catch((err: unknown) => err);
    expect(e).toBeInstanceOf(ApiError);
    return [(e as ApiError).status, (e as ApiError).body.message];
  };

  it('offers users with text and extra {email, active}, ordered by first name', async () => {
    const res = await related('owners');
    expect(res.count).toBe(4);
    expect(res.result[0]).toEqual({ value: 1, text: 'Ada Lovelace', extra: { email: 'ada@x.io', active: true } });
    expect(res.result[2]).toEqual({ value: 3, text: 'Cy Twombly', extra: { email: 'cy@x.io', active: false } });
    expect(res.result.map((o) => o.value)).toEqual([1, 2, 3, 4]);
  });

  it.each([
    ["(filter:'ada lov')", [1]],
    ["(filter:'X.IO')", [1, 2, 3, 4]],
    ["(filter:'bob@')", [2]],
    ['(filter:dee)', [4]],
    ["(filter:'%')", []],
    ["(filter:'')", [1, 2, 3, 4]],
  ])('matches the filter %s against names, username and email', async (q, expected) => {
    expect(await values('owners', q)).toEqual(expected);
  });

  it('pages options and counts them all', async () => {
    expect(await related('owners', '(page:1,page_size:2)')).toMatchObject({
      count: 4,
      result: [{ value: 3 }, { value: 4 }],
    });
  });

  it('appends include_ids missing from the page, once', async () => {
    const res = await related('owners', '(page_size:1,include_ids:!(3,1,3))');
    // Superset counts what it answers when ids are included: the first page plus the added ids.
    expect(res.count).toBe(2);
    expect(res.result.map((o) => o.value)).toEqual([1, 3]);
    expect(await related('owners', '(page:0,page_size:1,include_ids:!(1))')).toMatchObject({
      count: 1,
      result: [{ value: 1 }],
    });
  });

  it('answers 422 for include_ids with a page past the first', async () => {
    expect(await failure(related('owners', '(page:1,page_size:1,include_ids:!(3))'))).toEqual([
      422,
      'Could not process entity',
    ]);
    expect((await related('owners', '(page:1,page_size:1,include_ids:!())')).result.map((o) => o.value)).toEqual([2]);
  });

  it('applies the relation option filter, but still appends include_ids as Superset does', async () => {
    expect(await related('created_by')).toMatchObject({ count: 3 });
    expect(await values('created_by')).toEqual([1, 2, 4]);
    const res = await related('created_by', '(include_ids:!(3))');
    expect(res.count).toBe(4);
    expect(res.result.map((o) => o.value)).toEqual([1, 2, 4, 3]);
  });

  it('applies the related list’s base filter to the options and to include_ids alike', async () => {
    const database = widgetDef.relations!.database!;
    const def = {
      ...widgetDef,
      relations: { ...widgetDef.relations, database: { ...database, relatedBaseFilter: visibleDatabaseOne } },
    };
    const seen = await relatedResource(f.db, def, 'database', '(include_ids:!(2,1))', f.ctx(1));
    expect(seen).toEqual({ count: 1, result: [{ value: 1, text: 'examples', extra: {} }] });
    expect((await relatedResource(f.db, def, 'database', "(filter:'ware')", f.ctx(1))).count).toBe(0);
  });

  it('offers other relations with an empty extra', async () => {
    expect(await related('database', "(filter:'WARE')")).toEqual({
      count: 1,
      result: [{ value: 2, text: 'warehouse', extra: {} }],
    });
  });

  it('answers 404 for a column that offers no related options', async () => {
    expect(await failure(related('changed_by'))).toEqual([404, 'Not found']);
    expect(await failure(related('name'))).toEqual([404, 'Not found']);
    expect(await failure(related('nope'))).toEqual([404, 'Not found']);
  });

  it('answers 400 for malformed or schema-invalid q', async () => {
    expect(await failure(related('owners', '(filter:'))).toEqual([400, 'Not a valid rison argument']);
    expect(await failure(related('owners', '(include_ids:!(a))'))).toEqual([
      400,
      'Not a valid rison schema: include_ids.0 must be integer',
    ]);
    expect(await failure(related('owners', '(filter:1)'))).toEqual([
      400,
      'Not a valid rison schema: filter must be string',
    ]);
  });
});
