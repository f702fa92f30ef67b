// Edit mode's header actions: Undo / Redo (and Ctrl+Z / Ctrl+Shift+Z), the undo-limit warning,
// Edit properties, Discard, Save with the overwrite check and Save as (a copy, then opened); after
// a save the address becomes /superset/dashboard/{slug or id}/.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Button } from '../../../../web/components/button.tsx';
import { t } from '../../../../web/i18n/t.ts';
import { addDangerToast, addSuccessToast } from '../../../../web/toasts/toast-store.ts';
import type { LayoutEditor } from './layout-editor.ts';
import { OverwriteConfirm } from './overwrite-confirm.tsx';
import { PropertiesModal } from './properties-modal.tsx';
import { SaveAsModal } from './save-as-modal.tsx';
import { copyDashboard, currentProperties, saveDashboard } from './save-dashboard.ts';
import { saveErrorMessage } from './save-errors.ts';
import { dashboardAddress, type DashboardProperties, type OverwriteDiff } from './save-payload.ts';

export interface EditHeaderActionsProps {
  editor: LayoutEditor;
  rbac: boolean;
  /** Moves the browser to the dashboard's address after a save (the page's router). */
  navigate: (path: string) => void;
}

function UndoRedo({ editor }: { editor: LayoutEditor }) {
  const flags = useSnapshot(editor.flags);
  return (
    <div className="dash-edit__undo" role="group" aria-label={t('History')}>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => editor.undo()}
        disabled={!flags.canUndo}
        aria-keyshortcuts="Control+Z"
        data-test="undo-action"
      >
        {t('Undo')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => editor.redo()}
        disabled={!flags.canRedo}
        aria-keyshortcuts="Control+Shift+Z"
        data-test="redo-action"
      >
        {t('Redo')}
      </Button>
      {flags.limitExceeded && (
        <span className="dash-edit__limit" role="status" data-test="undo-limit-warning">
          {t(
            'You have used all the undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.',
          )}
        </span>
      )}
    </div>
  );
}

/** The saved owners and roles become the page's. */
function applyAccess(editor: LayoutEditor, props: DashboardProperties): void {
  const d = editor.model.state.dashboard;
  if (!d) return;
  d.owners = props.owners.map((id) => ({ id }));
  d.roles = props.roles.map((id) => ({ id }));
}

export function EditHeaderActions({ editor, rbac, navigate }: EditHeaderActionsProps) {
  const { hasUnsavedChanges } = useSnapshot(editor.model.state);
  const [saving, setSaving] = useState(false);
  const [propsInitial, setPropsInitial] = useState<DashboardProperties | null>(null);
  const [pendingProps, setPendingProps] = useState<DashboardProperties | null>(null);
  const [diff, setDiff] = useState<{ diff: OverwriteDiff[]; answer: (ok: boolean) => void } | null>(null);
  const [savingAs, setSavingAs] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => editor.handleKey(e);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor]);

  const properties = () => pendingProps ?? currentProperties(editor.model);

  const save = async () => {
    setSaving(true);
    try {
      const saved = await saveDashboard(editor.model, properties(), editor.layout, {
        rbac,
        confirmOverwrite: (d) => new Promise<boolean>((resolve) => setDiff({ diff: d, answer: resolve })),
      });
      if (!saved) return;
      applyPending();
      editor.markSaved();
      editor.model.setEditMode(false);
      addSuccessToast(t('This dashboard was saved successfully.'));
      const d = editor.model.state.dashboard!;
      navigate(dashboardAddress(d.id, d.slug));
    } catch (err) {
      addDangerToast(saveErrorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  const saveAs = async (title: string, duplicateSlices: boolean) => {
    try {
      const copy = await copyDashboard(editor.model, title, duplicateSlices, editor.layout);
      setSavingAs(false);
      editor.markSaved();
      editor.model.setEditMode(false);
      addSuccessToast(t('This dashboard was saved successfully.'));
      navigate(dashboardAddress(copy.id, copy.slug ?? null));
    } catch (err) {
      addDangerToast(saveErrorMessage(err));
    }
  };

  const applyPending = () => {
    if (pendingProps) applyAccess(editor, pendingProps);
    setPendingProps(null);
  };

  return (
    <div className="dash-edit__actions" data-test="dashboard-edit-actions">
      <UndoRedo editor={editor} />
      <Button variant="ghost" size="sm" onClick={() => setPropsInitial(properties())} data-test="edit-properties">
        {t('Edit properties')}
      </Button>
      <Button size="sm" onClick={() => editor.discard()} disabled={saving} data-test="discard-changes-button">
        {t('Discard')}
      </Button>
      <Button size="sm" onClick={() => setSavingAs(true)} disabled={saving} data-test="save-as-button">
        {t('Save as')}
      </Button>
      <Button
        variant="primary"
        size="sm"
        onClick={() => void save()}
        loading={saving}
        disabled={!hasUnsavedChanges && !pendingProps}
        data-test="header-save-button"
      >
        {t('Save')}
      </Button>
      {savingAs && (
        <SaveAsModal initialTitle={editor.model.state.title} onClose={() => setSavingAs(false)} onSave={saveAs} />
      )}
      {propsInitial && (
        <PropertiesModal
          open
          onClose={() => setPropsInitial(null)}
          initial={propsInitial}
          rbac={rbac}
          busy={false}
          submitLabel={t('Apply')}
          onApply={(p) => {
            setPendingProps(p);
            editor.model.setTitle(p.dashboard_title);
            editor.model.setMetadata(p.metadata);
            editor.model.setUnsavedChanges(true);
            setPropsInitial(null);
          }}
        />
      )}
      <OverwriteConfirm
        diff={diff?.diff ?? null}
        onAnswer={(ok) => {
          diff?.answer(ok);
          setDiff(null);
        }}
      />
    </div>
  );
}
