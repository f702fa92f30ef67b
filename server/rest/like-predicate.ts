import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/** The ESCAPE character of every LIKE Loupe builds; `!` has no special meaning in SQL string literals. */
export const LIKE_ESCAPE = '!';

/** A user's text as a LIKE fragment that matches itself literally: `%`, `_` and `!` are escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (c) => LIKE_ESCAPE + c);
}

export type LikeMode = 'starts' | 'ends' | 'contains';

/** A column as text for LIKE: numbers and booleans are cast (ILIKE on an integer fails on PostgreSQL). */
export function asText(ref: string, type: string | undefined): Expression<unknown> {
  return type === 'number' || type === 'boolean' ? sql`cast(${sql.ref(ref)} as text)` : sql.ref(ref);
}

/**
 * `expr` matches `text` at the start, end or anywhere, ignoring case: ILIKE on PostgreSQL; LIKE
 * on SQLite, which ignores case for ASCII letters only. The pattern is a bound parameter.
 */
export function likePredicate(
  dialect: 'sqlite' | 'postgres',
  expr: Expression<unknown>,
  text: string,
  mode: LikeMode,
): RawBuilder<SqlBool> {
  const v = escapeLike(text);
  const pattern = mode === 'starts' ? `${v}%` : mode === 'ends' ? `%${v}` : `%${v}%`;
  const op = dialect === 'postgres' ? sql`ilike` : sql`like`;
  return sql<SqlBool>`${expr} ${op} ${pattern} escape '!'`;
}
