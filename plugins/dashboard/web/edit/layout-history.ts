// Undo and redo for the layout (spec §4 Layout history): past, present and future; the limit is
// the configured undo limit plus 2; a warning once the limit has dropped old states; cleared after
// a save. The unsaved-changes flag is true after any change and false after a save, or when undo
// brings the history back to empty (unless old states were dropped on the way).
import type { DashboardLayout } from '../../shared/layout-types.ts';

/** Superset's UNDO_LIMIT. */
export const DEFAULT_UNDO_LIMIT = 50;

export interface LayoutHistory {
  past: DashboardLayout[];
  present: DashboardLayout;
  future: DashboardLayout[];
  limit: number;
  /** Old states were dropped: undo can no longer return to the saved layout. */
  limitExceeded: boolean;
  hasUnsavedChanges: boolean;
}

export function createHistory(present: DashboardLayout, undoLimit = DEFAULT_UNDO_LIMIT): LayoutHistory {
  return {
    past: [],
    present,
    future: [],
    limit: Math.max(0, undoLimit) + 2,
    limitExceeded: false,
    hasUnsavedChanges: false,
  };
}

/** Records a new present; a no-op when `next` is the present itself. */
export function pushLayout(history: LayoutHistory, next: DashboardLayout): LayoutHistory {
  if (next === history.present) return history;
  let past = [...history.past, history.present];
  let limitExceeded = history.limitExceeded;
  if (past.length > history.limit) {
    past = past.slice(past.length - history.limit);
    limitExceeded = true;
  }
  return { ...history, past, present: next, future: [], limitExceeded, hasUnsavedChanges: true };
}

export function canUndo(history: LayoutHistory): boolean {
  return history.past.length > 0;
}

export function canRedo(history: LayoutHistory): boolean {
  return history.future.length > 0;
}

export function undo(history: LayoutHistory): LayoutHistory {
  if (!canUndo(history)) return history;
  const past = history.past.slice(0, -1);
  const present = history.past[history.past.length - 1]!;
  const backAtStart = past.length === 0 && !history.limitExceeded;
  return {
    ...history,
    past,
    present,
    future: [history.present, ...history.future],
    hasUnsavedChanges: backAtStart ? false : history.hasUnsavedChanges,
  };
}

export function redo(history: LayoutHistory): LayoutHistory {
  if (!canRedo(history)) return history;
  const [present, ...future] = history.future;
  return { ...history, past: [...history.past, history.present], present: present!, future, hasUnsavedChanges: true };
}

/** After a save: the saved layout is the start of a new history. */
export function clearHistory(history: LayoutHistory): LayoutHistory {
  return { ...history, past: [], future: [], limitExceeded: false, hasUnsavedChanges: false };
}

/** Discard: back to the layout as saved, with an empty history. */
export function resetHistory(history: LayoutHistory, saved: DashboardLayout): LayoutHistory {
  return { ...clearHistory(history), present: saved };
}
