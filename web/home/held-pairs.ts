/**
 * The permission/view pairs the user's roles hold, as `perm|view`. Unlike the shell's `can()`,
 * an admin is not assumed to hold everything: a pair the server never declared means its
 * endpoint does not exist here, so the home page does not ask it.
 */
export function heldPairs(roles: Record<string, [string, string][]>): Set<string> {
  const held = new Set<string>();
  for (const pairs of Object.values(roles)) for (const [perm, view] of pairs) held.add(`${perm}|${view}`);
  return held;
}
