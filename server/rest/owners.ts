/** Who is asking: enough to apply the owners rule. */
export interface OwnerCaller {
  id: number;
  isAdmin: boolean;
}

/**
 * The owners a create or an update stores, by Superset's `populate_owner_list` (commands/utils.py),
 * once for every resource with owners (datasets now; charts, dashboards, reports next):
 * - nothing named (absent or `[]`) on create: the caller alone;
 * - a non-admin is always among the owners, whatever `owners` names (first, as Superset puts them),
 *   so nobody locks themselves out of what they create or edit (an update naming `[]` keeps them);
 * - an admin gets exactly the owners named (an admin's update naming `[]` clears them).
 * An update that does not name `owners` keeps the stored ones: do not call this then.
 * Ids come back once each, in order; whether each is a user is the resource's check (422).
 */
export function ownerIds(
  requested: readonly number[] | null | undefined,
  caller: OwnerCaller,
  on: 'create' | 'update',
): number[] {
  const named = [...new Set(requested ?? [])];
  if (named.length === 0 && on === 'create') return [caller.id];
  if (caller.isAdmin || named.includes(caller.id)) return named;
  return [caller.id, ...named];
}
