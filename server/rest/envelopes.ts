import { parseRisonQuery } from './rison.ts';
import { idListSchema } from './rison-schemas.ts';

/** 201 body of a create: the new pk and the accepted body echoed. */
export function createdBody<T>(id: unknown, result: T): { id: unknown; result: T } {
  return { id, result };
}

/** 200 body of an update: the pk and the accepted body echoed. */
export function updatedBody<T>(id: unknown, result: T): { id: unknown; result: T } {
  return { id, result };
}

/** 200 body of a single delete. */
export function deletedBody(): { message: string } {
  return { message: 'OK' };
}

/** 200 body of a bulk delete, Superset's ngettext: "Deleted 1 chart" / "Deleted 3 charts". */
export function bulkDeletedBody(count: number, singular: string, plural: string): { message: string } {
  return { message: `Deleted ${count} ${count === 1 ? singular : plural}` };
}

/** The ids of `DELETE /api/v1/<res>/?q=!(1,2)` (and export): a rison array of integers, else 400. */
export function parseBulkIds(q: string | undefined): number[] {
  return parseRisonQuery<number[]>(q, idListSchema);
}
