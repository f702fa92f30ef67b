// Edit mode's controller: every layout operation goes through the undo history and lands in the
// page's model; refusals and warnings are toasts with the spec's messages (spec §4, §8).
import { proxy, ref, snapshot } from 'valtio';
import { t } from '../../../../web/i18n/t.ts';
import { addWarningToast } from '../../../../web/toasts/toast-store.ts';
import type { DashboardLayout, LayoutMeta, LayoutType } from '../../shared/layout-types.ts';
import type { EditableChart, EditableDashboardModel } from './editable-dashboard.ts';
import { nativeFilterScopeCheck, type ScopedFilter } from './filter-scope.ts';
import {
  canUndo,
  canRedo,
  clearHistory,
  createHistory,
  pushLayout,
  redo,
  resetHistory,
  undo,
  type LayoutHistory,
} from './layout-history.ts';
import {
  addComponent,
  deleteComponent,
  moveComponent,
  resizeComponent,
  updateMeta,
  type DropTarget,
  type OpResult,
} from './layout-ops.ts';

export interface EditorFlags {
  canUndo: boolean;
  canRedo: boolean;
  /** The undo history dropped old states (spec §4: a warning appears). */
  limitExceeded: boolean;
  /** The component whose text is being edited inline, if any. */
  editingId: string | null;
}

export class LayoutEditor {
  readonly flags: EditorFlags = proxy<EditorFlags>({
    canUndo: false,
    canRedo: false,
    limitExceeded: false,
    editingId: null,
  });
  private history: LayoutHistory;
  private saved: DashboardLayout;

  constructor(
    readonly model: EditableDashboardModel,
    private readonly undoLimit?: number,
  ) {
    this.saved = this.current();
    this.history = createHistory(this.saved, undoLimit);
  }

  private current(): DashboardLayout {
    return snapshot(this.model.state).layout as DashboardLayout;
  }

  /** Edit mode on: the history starts from the layout as it is now. */
  begin(): void {
    this.saved = this.current();
    this.history = createHistory(this.saved, this.undoLimit);
    this.sync();
    this.model.setEditMode(true);
  }

  private sync(): void {
    const h = this.history;
    this.flags.canUndo = canUndo(h);
    this.flags.canRedo = canRedo(h);
    this.flags.limitExceeded = h.limitExceeded;
  }

  private commit(history: LayoutHistory): void {
    if (history === this.history) return;
    this.history = history;
    this.model.setLayout(history.present);
    this.model.setUnsavedChanges(history.hasUnsavedChanges);
    this.sync();
  }

  /** Applies an operation's result; a refusal shows its message and changes nothing. */
  apply(result: OpResult): boolean {
    if (!result.ok) {
      if (result.message) addWarningToast(t(result.message));
      return false;
    }
    this.commit(pushLayout(this.history, result.layout));
    if (result.warning) addWarningToast(t(result.warning));
    return true;
  }

  add(type: LayoutType, meta: LayoutMeta, target: DropTarget): boolean {
    return this.apply(addComponent(this.history.present, type, meta, target));
  }

  /** A saved chart from the builder pane: the page learns the chart so its tile can draw. */
  addChart(chart: EditableChart, target: DropTarget): boolean {
    const state = this.model.state;
    if (!state.charts[chart.id]) state.charts[chart.id] = ref(chart);
    return this.add(
      'CHART',
      { chartId: chart.id, sliceName: chart.slice_name, uuid: chart.uuid as string | undefined },
      target,
    );
  }

  move(id: string, target: DropTarget): boolean {
    const filters = (this.model.state.metadata.native_filter_configuration ?? []) as ScopedFilter[];
    return this.apply(
      moveComponent(this.history.present, id, target, { scopeDiffers: nativeFilterScopeCheck(filters) }),
    );
  }

  remove(id: string): boolean {
    return this.apply(deleteComponent(this.history.present, id));
  }

  resize(id: string, size: { width?: number; height?: number }): boolean {
    return this.apply(resizeComponent(this.history.present, id, size));
  }

  updateMeta(id: string, patch: LayoutMeta): boolean {
    return this.apply(updateMeta(this.history.present, id, patch));
  }

  get layout(): DashboardLayout {
    return this.history.present;
  }

  undo(): void {
    this.commit(undo(this.history));
  }

  redo(): void {
    this.commit(redo(this.history));
  }

  setEditing(id: string | null): void {
    this.flags.editingId = id;
  }

  /** After a save: the saved layout starts a new, empty history. */
  markSaved(): void {
    this.history = clearHistory(this.history);
    this.saved = this.history.present;
    this.model.setUnsavedChanges(false);
    this.sync();
  }

  /** Discard: back to the layout as last saved, edit mode off. */
  discard(): void {
    this.history = resetHistory(this.history, this.saved);
    this.model.setLayout(this.saved);
    // The title typed in the title bar goes back to the saved one too.
    const saved = this.model.state.dashboard;
    if (saved) this.model.setTitle(saved.dashboard_title);
    this.model.setUnsavedChanges(false);
    this.sync();
    this.flags.editingId = null;
    this.model.setEditMode(false);
  }

  /** Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes; not while typing in a field. */
  handleKey(event: KeyboardEvent): void {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const target = event.target as HTMLElement | null;
    if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) {
      event.preventDefault();
      this.undo();
    } else if ((key === 'z' && event.shiftKey) || key === 'y') {
      event.preventDefault();
      this.redo();
    }
  }
}
