import { useCallback, useMemo, useState } from 'react';
import type { GridData } from './grid-data.ts';
import { nextSort, reorderedData, sortPermutation, type GridSort } from './grid-sort.ts';

/** A sort and the data it was made on. */
interface SortState {
  sort: GridSort;
  on: GridData;
}

/**
 * A sort holds for the data it was made on: the same column reader and row count, which stay the
 * same across snapshots of one result, so rows streaming in or a new result end it.
 */
function sortHolds(s: SortState | null, data: GridData): s is SortState {
  return s !== null && s.on.getColumn === data.getColumn && s.on.rowCount === data.rowCount;
}

/**
 * The grid's header sort: the data as shown (a reordered view of the source while a sort holds),
 * the sort, and the header click (`onSorted` runs first, e.g. to drop the cell cursor).
 */
export function useGridSort(source: GridData, onSorted: () => void) {
  const [sortState, setSortState] = useState<SortState | null>(null);
  const held = sortHolds(sortState, source) ? sortState : null;
  const sort = held?.sort ?? null;
  const order = useMemo(() => (held ? sortPermutation(held.on, held.sort) : null), [held]);
  const data = useMemo(() => (order ? reorderedData(source, order) : source), [source, order]);
  const onSort = useCallback(
    (col: number) => {
      onSorted();
      setSortState((s) => {
        const next = nextSort(sortHolds(s, source) ? s.sort : null, col);
        return next ? { sort: next, on: source } : null;
      });
    },
    [source, onSorted],
  );
  return { data, sort, onSort };
}
