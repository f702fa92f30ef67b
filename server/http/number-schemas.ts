/**
 * Bounds for numbers that come from outside. JSON carries `1e300` and integers past 2^53, rison
 * also `-0`; ajv's `integer` takes any whole number. Ids, counts, limits and timeouts are
 * INTEGER columns or SQL arguments, so a number outside 32 bits is a 400 at the schema instead
 * of a failing statement (PostgreSQL) or a silently stored REAL (SQLite).
 */
export const INT32_MAX = 2147483647;
export const INT32_RANGE = { minimum: -INT32_MAX - 1, maximum: INT32_MAX } as const;
