import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiError } from '../../../server/http/errors.ts';
import { distinctResource } from '../../../server/rest/distinct-resource.ts';
import { DIALECTS, openFixture, widgetDef, type Fixture } from '../../harness/widget-resource.ts';

describe.each(DIALECTS)('distinctResource on %s', (dialect) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await openFixture(dialect);
  });
  afterAll(async () => {
    await f.close();
  });
  const distinct = (column: string, q?: string, userId?: number | null) =>
    distinctResource(f.db, widgetDef, column, q, f.ctx(userId));
  const texts = (res: { result: { text: unknown }[] }) => res.result.map((r) => r.text);

  it('answers the non-null distinct values the caller may see', async () => {
    const res = await distinct('schema');
    expect(res.count).toBe(3);
    expect(texts(res).sort()).toEqual(['Sales', 'public', 'sales']);
    expect(res.result.every((r) => r.text === (r as { value: unknown }).value)).toBe(true);
    const owner = await distinct('schema', undefined, 4);
    expect(owner.count).toBe(4);
    expect(texts(owner)).toContain('hidden');
  });

  it('filters by prefix, ignoring case', async () => {
    expect(await distinct('schema', '(filter:pu)')).toEqual({
      count: 1,
      result: [{ text: 'public', value: 'public' }],
    });
    const sales = await distinct('schema', '(filter:SA)');
    expect(sales.count).toBe(2);
    expect(texts(sales).sort()).toEqual(['Sales', 'sales']);
    expect(await distinct('schema', "(filter:'%')")).toEqual({ count: 0, result: [] });
  });

  it('matches a number column by the start of its text', async () => {
    expect(await distinct('quantity', "(filter:'9')")).toEqual({ count: 1, result: [{ text: 9, value: 9 }] });
    expect((await distinct('quantity')).result.map((r) => r.value)).toEqual([0, 1, 3, 4, 5]); // numeric order, capped at 5
  });

  it('pages values and counts them all', async () => {
    const page = await distinct('schema', '(filter:p,page:0,page_size:1)');
    expect(page).toEqual({ count: 1, result: [{ text: 'public', value: 'public' }] });
    const all = texts(await distinct('schema'));
    const first = await distinct('schema', '(page:0,page_size:2)');
    const second = await distinct('schema', '(page:1,page_size:2)');
    expect(second.count).toBe(3);
    expect([...texts(first), ...texts(second)]).toEqual(all);
  });

  it('answers 404 for a column without distinct values and 400 for bad q', async () => {
    for (const column of ['name', 'nope', 'changed_by_name']) {
      const e = await distinct(column).catch((err: unknown) => err);
      expect((e as ApiError).status).toBe(404);
    }
    const bad = await distinct('schema', '(include_ids:!(1))').catch((err: unknown) => err);
    expect((bad as ApiError).body).toEqual({ message: "Not a valid rison schema: q has an unknown key 'include_ids'" });
  });
});
