import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../server/http/errors.ts';
import { listResource } from '../../../server/rest/list-resource.ts';
import type { ResourceDef } from '../../../server/rest/resource-def.ts';
import { encodeRison } from '../../../server/rest/rison.ts';
import type { RisonFilter } from '../../../server/rest/rison-schemas.ts';
import { DIALECTS, openFixture, widgetDef, type Fixture } from '../../harness/widget-resource.ts';

// Every visible row (user 1 cannot see widget 6), ordered by id.
const def: ResourceDef = { ...widgetDef, maxPageSize: -1, defaultOrder: { column: 'id', direction: 'asc' } };
const VISIBLE = [1, 2, 3, 4, 5, 7, 8];
const except = (...ids: number[]) => VISIBLE.filter((id) => !ids.includes(id));

const MALICIOUS = "'; DROP TABLE widget; --";

describe.each(DIALECTS)('list filters on %s', (dialect) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await openFixture(dialect);
  });
  afterAll(async () => {
    await f.close();
  });
  const ids = async (...filters: RisonFilter[]) =>
    (await listResource(f.db, def, encodeRison({ filters, page_size: -1 }), f.ctx(1))).ids;
  const failure = async (...filters: RisonFilter[]) => {
    const e = await listResource(f.db, def, encodeRison({ filters }), f.ctx(1)).catch((err: unknown) => err);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).status).toBe(400);
    return (e as ApiError).body.message;
  };
  const name = (opr: string, value: RisonFilter['value']): RisonFilter => ({ col: 'name', opr, value });

  it.each([
    ['sw', 'a', [1, 7]],
    ['sw', 'AL', [1]],
    ['nsw', 'a', except(1, 7)],
    ['ew', 'A', [1, 2]],
    ['new', 'a', except(1, 2)],
    ['ct', 'ET', [2]],
    ['ct', 'r', [3, 4, 5, 8]],
    ['nct', 'r', [1, 2, 7]],
    ['eq', 'beta', [2]],
    ['eq', 'BETA', []],
    ['neq', 'beta', except(2)],
    ['in', ['Alpha', 'beta', 'nope'], [1, 2]],
    ['in', [], VISIBLE],
    ['in', '["Alpha"]', [1]],
  ])('name %s %j', async (opr, value, expected) => {
    expect(await ids(name(opr, value as RisonFilter['value']))).toEqual(expected);
  });

  it.each([
    ['ct', '%', [3]],
    ['ct', '_', [4]],
    ['sw', '1_0', []],
    ['sw', '10_', []],
    ['ct', '0% p', [3]],
    ['ct', '!', [7]],
    ['ew', '!b', [7]],
    ['ct', "'", [8]],
    ['nct', '%', except(3)],
  ])('matches %s %j literally (LIKE wildcards escaped)', async (opr, value, expected) => {
    expect(await ids(name(opr, value))).toEqual(expected);
  });

  it.each([
    ['gt', 30, [4, 7, 8]],
    ['lt', 20, [1]],
    ['ge', 30, [3, 4, 7, 8]],
    ['le', 20, [1, 2]],
    ['eq', 10.5, [1]],
    ['neq', 20, [1, 3, 4, 7, 8]],
    ['in', [20, 40], [2, 4]],
    ['gt', '25', [3, 4, 7, 8]],
    ['eq', 'NULL', [5]],
    ['neq', 'NULL', except(5)],
  ])('price %s %j', async (opr, value, expected) => {
    expect(await ids({ col: 'price', opr, value: value as RisonFilter['value'] })).toEqual(expected);
  });

  it.each([
    ['gt', 2.5, [1, 2, 4, 7, 8]],
    ['gt', 1e12, []],
    ['eq', 3, [1]],
  ])('quantity (an integer column) %s %j', async (opr, value, expected) => {
    expect(await ids({ col: 'quantity', opr, value })).toEqual(expected);
  });

  it.each([
    ['eq', true, [1, 3, 4, 7]],
    ['eq', false, [2, 5, 8]],
    ['neq', true, [2, 5, 8]],
    ['eq', 1, [1, 3, 4, 7]],
    ['eq', 'false', [2, 5, 8]],
  ])('is_active %s %j', async (opr, value, expected) => {
    expect(await ids({ col: 'is_active', opr, value })).toEqual(expected);
  });

  it.each([
    ['gt', '2024-04-05T00:00:00', [5, 7, 8]],
    ['le', '2024-04-02T09:00:00', [1, 2]],
    ['gt', '2024-04-05T11:00:00+02:00', [7, 8]],
  ])('changed_on %s %s', async (opr, value, expected) => {
    expect(await ids({ col: 'changed_on', opr, value })).toEqual(expected);
  });

  it.each([
    ['rel_o_m', 1, [1, 3, 7]],
    ['rel_o_m', '2', [2, 5]],
    ['nrel_o_m', 1, [2, 4, 5, 8]],
  ])('database %s %j (rows without a database count as "not related")', async (opr, value, expected) => {
    expect(await ids({ col: 'database', opr, value })).toEqual(expected);
  });

  it.each([
    ['rel_m_m', 2, [1, 2, 3]],
    ['rel_m_m', [1, 2], [1, 3]],
    ['nrel_m_m', 1, [2, 4, 5, 8]],
    ['nrel_m_m', [1, 3], [2, 4, 8]],
  ])('owners %s %j (a list means all of them)', async (opr, value, expected) => {
    expect(await ids({ col: 'owners', opr, value })).toEqual(expected);
  });

  it('ANDs filters and counts every match', async () => {
    expect(await ids(name('ct', 'a'), { col: 'price', opr: 'gt', value: 15 })).toEqual([2, 7]);
    const res = await listResource(f.db, def, encodeRison({ filters: [name('ct', 'a')], page_size: 1 }), f.ctx(1));
    expect(res).toMatchObject({ count: 4, ids: [1] });
  });

  it.each([
    [[{ col: 'foo', opr: 'eq', value: 1 }], 'Filter column: foo not allowed to filter'],
    [[{ col: 'schema', opr: 'eq', value: 'x' }], 'Filter column: schema not allowed to filter'],
    [[name('gt', 'a')], 'Filter operator: gt not allowed on column: name'],
    [[name('xx', 'a')], 'Filter operator: xx not allowed on column: name'],
    [[{ col: 'quantity', opr: 'lt', value: 3 }], 'Filter operator: lt not allowed on column: quantity'],
    [
      [{ col: 'price', opr: 'gt', value: 'abc' }],
      'Filter value: "abc" not valid for column: price (expected a number)',
    ],
    [[{ col: 'price', opr: 'in', value: 5 }], 'Filter value: 5 not valid for column: price (expected a list)'],
    [
      [{ col: 'is_active', opr: 'eq', value: 'yes' }],
      'Filter value: "yes" not valid for column: is_active (expected a boolean)',
    ],
    [
      [{ col: 'changed_on', opr: 'gt', value: 'yesterday' }],
      'Filter value: "yesterday" not valid for column: changed_on (expected an ISO 8601 datetime)',
    ],
    [[name('sw', true)], 'Filter value: true not valid for column: name (expected a string)'],
    [
      [{ col: 'database', opr: 'rel_o_m', value: 'x' }],
      'Filter value: "x" not valid for column: database (expected a related id)',
    ],
    [
      [{ col: 'database', opr: 'rel_o_m', value: 1e12 }],
      'Filter value: 1000000000000 not valid for column: database (expected a related id)',
    ],
    [
      [{ col: 'owners', opr: 'rel_m_m', value: [1, 'x'] }],
      'Filter value: "x" not valid for column: owners (expected a related id)',
    ],
  ])('rejects %j', async (filters, message) => {
    expect(await failure(...(filters as RisonFilter[]))).toBe(message);
  });

  it('treats SQL in every string operator as a literal value', async () => {
    for (const opr of ['sw', 'ew', 'ct', 'eq']) expect(await ids(name(opr, MALICIOUS))).toEqual([]);
    for (const opr of ['nsw', 'new', 'nct', 'neq']) expect(await ids(name(opr, MALICIOUS))).toEqual(VISIBLE);
    expect(await ids(name('in', [MALICIOUS, 'beta']))).toEqual([2]);
    expect(await failure({ col: 'price', opr: 'gt', value: MALICIOUS })).toMatch(/expected a number/);
    const rows = await f.db
      .selectFrom('widget')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(8);
  });
});
