import { toStoredDatetime } from './wire-format.ts';

/** Now, in the stored datetime form. */
export const storedNow = (): string => toStoredDatetime(new Date());

/** The audit columns of a new row: created and changed now, by this user. */
export function createdBy(userId: number | null): {
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
} {
  const at = storedNow();
  return { created_on: at, changed_on: at, created_by_fk: userId, changed_by_fk: userId };
}

/** The audit columns of a changed row: changed now, by this user. */
export function changedBy(userId: number | null): { changed_on: string; changed_by_fk: number | null } {
  return { changed_on: storedNow(), changed_by_fk: userId };
}
