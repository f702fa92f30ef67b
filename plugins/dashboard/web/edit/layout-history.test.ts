import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  clearHistory,
  createHistory,
  pushLayout,
  redo,
  resetHistory,
  undo,
} from './layout-history.ts';
import type { DashboardLayout } from '../../shared/layout-types.ts';

const L = (n: number) => ({ n }) as unknown as DashboardLayout;

describe('layout history', () => {
  it('keeps past, present and future through undo and redo', () => {
    let h = createHistory(L(0), 10);
    expect(h.limit).toBe(12);
    h = pushLayout(h, L(1));
    h = pushLayout(h, L(2));
    expect(h.hasUnsavedChanges).toBe(true);
    h = undo(h);
    expect(h.present).toEqual(L(1));
    expect(canRedo(h)).toBe(true);
    h = redo(h);
    expect(h.present).toEqual(L(2));
    expect(canRedo(h)).toBe(false);
    h = undo(h);
    h = pushLayout(h, L(3));
    expect(h.future).toEqual([]);
  });

  it('turns unsaved changes off when undo returns to the start, on again on redo', () => {
    let h = pushLayout(createHistory(L(0)), L(1));
    h = undo(h);
    expect(canUndo(h)).toBe(false);
    expect(h.hasUnsavedChanges).toBe(false);
    h = redo(h);
    expect(h.hasUnsavedChanges).toBe(true);
  });

  it('pushing the present itself is not a change', () => {
    const h = createHistory(L(0));
    expect(pushLayout(h, h.present)).toBe(h);
  });

  it('limits the past to the configured limit plus 2 and warns once exceeded', () => {
    let h = createHistory(L(0), 2);
    for (let i = 1; i <= 4; i += 1) h = pushLayout(h, L(i));
    expect(h.past).toHaveLength(4);
    expect(h.limitExceeded).toBe(false);
    h = pushLayout(h, L(5));
    expect(h.past).toHaveLength(4);
    expect(h.past[0]).toEqual(L(1));
    expect(h.limitExceeded).toBe(true);
    for (let i = 0; i < 4; i += 1) h = undo(h);
    expect(canUndo(h)).toBe(false);
    expect(h.hasUnsavedChanges).toBe(true);
  });

  it('is cleared after save and reset on discard', () => {
    let h = pushLayout(pushLayout(createHistory(L(0), 1), L(1)), L(2));
    h = clearHistory(h);
    expect(h.past).toEqual([]);
    expect(h.present).toEqual(L(2));
    expect(h.hasUnsavedChanges).toBe(false);
    h = resetHistory(pushLayout(h, L(3)), L(2));
    expect(h.present).toEqual(L(2));
    expect(h.hasUnsavedChanges).toBe(false);
    expect(canUndo(h)).toBe(false);
  });
});
