import { proxy } from 'valtio';
import { describe, expect, it } from 'vitest';
import { toastStore } from '../../../../web/toasts/toast-store.ts';
import type { DashboardLayout } from '../../shared/layout-types.ts';
import type { EditableDashboardModel } from './editable-dashboard.ts';
import { NOT_ENOUGH_SPACE } from './layout-messages.ts';
import { LayoutEditor } from './layout-editor.ts';
import { sampleLayout } from './layout-test-fixtures.test-support.ts';

function fakeModel(layout: DashboardLayout): EditableDashboardModel {
  const state = proxy({
    dashboard: null,
    layout,
    metadata: {},
    css: '',
    title: 'T',
    editMode: false,
    hasUnsavedChanges: false,
    charts: {},
  }) as EditableDashboardModel['state'];
  return {
    state,
    setEditMode: (on) => (state.editMode = on),
    setLayout: (l) => {
      state.layout = l;
      state.hasUnsavedChanges = true;
    },
    setUnsavedChanges: (on) => (state.hasUnsavedChanges = on),
    setTitle: (v) => (state.title = v),
    setCss: (v) => (state.css = v),
    setMetadata: (v) => (state.metadata = v),
  };
}

describe('LayoutEditor', () => {
  it('applies operations through the history into the model, and undo back to start clears the flag', () => {
    const model = fakeModel(sampleLayout());
    const editor = new LayoutEditor(model);
    editor.begin();
    expect(model.state.editMode).toBe(true);
    expect(editor.move('CHART-1', { parentId: 'ROW-a', index: 2 })).toBe(true);
    expect(model.state.layout['ROW-a']!.children).toEqual(['CHART-2', 'CHART-1']);
    expect(model.state.hasUnsavedChanges).toBe(true);
    expect(editor.flags.canUndo).toBe(true);
    editor.undo();
    expect(model.state.layout['ROW-a']!.children).toEqual(['CHART-1', 'CHART-2']);
    expect(model.state.hasUnsavedChanges).toBe(false);
    editor.redo();
    expect(model.state.layout['ROW-a']!.children).toEqual(['CHART-2', 'CHART-1']);
    expect(model.state.hasUnsavedChanges).toBe(true);
  });

  it('shows a refusal as a warning toast and changes nothing', () => {
    const model = fakeModel(sampleLayout());
    const editor = new LayoutEditor(model);
    editor.begin();
    editor.resize('CHART-2', { width: 8 });
    toastStore.toasts.splice(0);
    expect(editor.move('MARKDOWN-m', { parentId: 'ROW-a', index: 0 })).toBe(false);
    expect(toastStore.toasts.map((x) => x.message)).toEqual([NOT_ENOUGH_SPACE]);
    expect(model.state.layout['ROW-b']).toBeDefined();
  });

  it('discard returns to the saved layout; save starts a new history', () => {
    const model = fakeModel(sampleLayout());
    const editor = new LayoutEditor(model);
    editor.begin();
    editor.remove('HEADER-h');
    editor.markSaved();
    expect(editor.flags.canUndo).toBe(false);
    expect(model.state.hasUnsavedChanges).toBe(false);
    editor.remove('ROW-b');
    editor.discard();
    expect(model.state.layout['ROW-b']).toBeDefined();
    expect(model.state.layout['HEADER-h']).toBeUndefined();
    expect(model.state.editMode).toBe(false);
  });

  it('discard also puts back the saved title', () => {
    const model = fakeModel(sampleLayout());
    model.state.dashboard = { id: 1, slug: null, dashboard_title: 'Saved', css: '', json_metadata: null, owners: [] };
    const editor = new LayoutEditor(model);
    editor.begin();
    model.setTitle('Typed');
    editor.discard();
    expect(model.state.title).toBe('Saved');
  });
});
