import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiError } from '../../../server/http/errors.ts';
import { addFavorite, favoriteStatus, removeFavorite } from '../../../server/rest/favorites.ts';
import { listResource } from '../../../server/rest/list-resource.ts';
import { encodeRison } from '../../../server/rest/rison.ts';
import { DIALECTS, openFixture, widgetDef, type Fixture } from '../../harness/widget-resource.ts';

const def = { ...widgetDef, maxPageSize: -1, defaultOrder: { column: 'id', direction: 'asc' as const } };

describe.each(DIALECTS)('favourites on %s', (dialect) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await openFixture(dialect);
    await addFavorite(f.db, 1, 'widget', 1);
    await addFavorite(f.db, 1, 'widget', 3);
    await addFavorite(f.db, 1, 'widget', 3); // idempotent
    await addFavorite(f.db, 2, 'widget', 2);
    await addFavorite(f.db, 1, 'other', 2); // another class
  });
  afterAll(async () => {
    await f.close();
  });
  const favIds = async (value: unknown, userId: number | null) =>
    (
      await listResource(
        f.db,
        def,
        encodeRison({ filters: [{ col: 'id', opr: 'widget_is_favorite', value }], page_size: -1 }),
        f.ctx(userId),
      )
    ).ids;

  it('stores one row per user, class and object', async () => {
    const rows = await f.db
      .selectFrom('favstar')
      .selectAll()
      .where('user_id', '=', 1)
      .where('class_name', '=', 'widget')
      .execute();
    expect(rows.map((r) => r.obj_id).sort()).toEqual([1, 3]);
    expect(rows[0]!.dttm).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/);
  });

  it('reports favourite status per requested id, in request order', async () => {
    expect(await favoriteStatus(f.db, 1, 'widget', [3, 2, 1])).toEqual({
      result: [
        { id: 3, value: true },
        { id: 2, value: false },
        { id: 1, value: true },
      ],
    });
    expect(await favoriteStatus(f.db, 2, 'widget', [1, 2])).toEqual({
      result: [
        { id: 1, value: false },
        { id: 2, value: true },
      ],
    });
    expect(await favoriteStatus(f.db, null, 'widget', [1])).toEqual({ result: [{ id: 1, value: false }] });
  });

  it('filters lists to or away from the caller’s favourites; anonymous callers are not filtered', async () => {
    expect(await favIds(true, 1)).toEqual([1, 3]);
    expect(await favIds(false, 1)).toEqual([2, 4, 5, 7, 8]);
    expect(await favIds(true, 2)).toEqual([2]);
    expect(await favIds(true, null)).toEqual([1, 2, 3, 4, 5, 7, 8]);
    const e = await favIds('yes', 1).catch((err: unknown) => err);
    expect((e as ApiError).status).toBe(400);
  });

  it('removes favourites, and removing twice is harmless', async () => {
    await removeFavorite(f.db, 2, 'widget', 2);
    await removeFavorite(f.db, 2, 'widget', 2);
    expect(await favoriteStatus(f.db, 2, 'widget', [2])).toEqual({ result: [{ id: 2, value: false }] });
    expect(await favoriteStatus(f.db, 1, 'widget', [1])).toEqual({ result: [{ id: 1, value: true }] });
  });
});
