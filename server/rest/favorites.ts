import { badRequest } from '../http/errors.ts';
import { pkOf } from './resource-columns.ts';
import type { CustomFilter } from './resource-def.ts';
import { toStoredDatetime } from './wire-format.ts';
import type { PlatformDb } from '../store/platform-tables.ts';

/**
 * Favourites live in Superset's `favstar(id, user_id, class_name, obj_id, dttm)`. class_name is
 * Superset's: 'slice' for charts, 'Dashboard' for dashboards (reference §2.2).
 */
export const FAVSTAR_TABLE = 'favstar';

type AnyDb = PlatformDb;

/** `GET /api/v1/<res>/favorite_status/?q=!(1,2)` → whether each id is one of the caller's favourites. */
export async function favoriteStatus(
  db: AnyDb,
  userId: number | null,
  className: string,
  ids: readonly number[],
): Promise<{ result: { id: number; value: boolean }[] }> {
  const favored = new Set<number>();
  if (userId !== null && ids.length > 0) {
    const rows = await db
      .selectFrom(FAVSTAR_TABLE)
      .select('obj_id')
      .where('user_id', '=', userId)
      .where('class_name', '=', className)
      .where('obj_id', 'in', [...ids])
      .execute();
    for (const r of rows) favored.add(Number(r.obj_id));
  }
  return { result: ids.map((id) => ({ id, value: favored.has(id) })) };
}

/** Marks an object as the user's favourite; a second call changes nothing. */
export async function addFavorite(
  db: AnyDb,
  userId: number,
  className: string,
  objId: number,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom(FAVSTAR_TABLE)
      .select('id')
      .where('user_id', '=', userId)
      .where('class_name', '=', className)
      .where('obj_id', '=', objId)
      .executeTakeFirst();
    if (existing) return;
    await trx
      .insertInto(FAVSTAR_TABLE)
      .values({ user_id: userId, class_name: className, obj_id: objId, dttm: toStoredDatetime(now) })
      .execute();
  });
}

/** Removes an object from the user's favourites; removing a non-favourite changes nothing. */
export async function removeFavorite(db: AnyDb, userId: number, className: string, objId: number): Promise<void> {
  await db
    .deleteFrom(FAVSTAR_TABLE)
    .where('user_id', '=', userId)
    .where('class_name', '=', className)
    .where('obj_id', '=', objId)
    .execute();
}

/**
 * The `<res>_is_favorite` custom filter: `true` keeps only the caller's favourites, `false`
 * drops them; an anonymous caller's filter is ignored (Superset's ChartFavoriteFilter).
 */
export function favoriteFilter(className: string): CustomFilter {
  return {
    name: 'Is favorite',
    apply: ({ eb, value, ctx, def, column }) => {
      if (typeof value !== 'boolean')
        throw badRequest(`Filter value: ${JSON.stringify(value)} not valid for column: ${column} (expected a boolean)`);
      if (ctx.userId === null) return null;
      const favored = eb.exists(
        eb
          .selectFrom(`${FAVSTAR_TABLE} as fav`)
          .select('fav.id')
          .where('fav.user_id', '=', ctx.userId)
          .where('fav.class_name', '=', className)
          .whereRef('fav.obj_id', '=', `${def.table}.${pkOf(def)}`),
      );
      return value ? favored : eb.not(favored);
    },
  };
}
