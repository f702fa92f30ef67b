/** "First Last" of a nested user, or a dash when there is none. */
export function personName(p: { first_name?: string | null; last_name?: string | null } | null | undefined): string {
  const name = [p?.first_name, p?.last_name].filter(Boolean).join(' ').trim();
  return name || '–';
}
