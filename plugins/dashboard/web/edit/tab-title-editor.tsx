// A tab's title in edit mode, edited where it is shown: in the tab bar (as Superset's). Clicking the
// active tab's label (or Enter on it) turns it into a text field; Enter or leaving the field commits
// through the layout editor (so undo takes it back), Escape reverts.
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { t } from '../../../../web/i18n/t.ts';
import type { LayoutComponent } from '../../shared/layout-types.ts';
import { useEdit } from './edit-context.ts';
import { TitleField } from './inline-editors.tsx';

function TabTitleEditor({ tab, selected, button }: { tab: LayoutComponent; selected: boolean; button: ReactNode }) {
  const { editor } = useEdit();
  const { editingId } = useSnapshot(editor.flags);
  if (editingId === tab.id) {
    return (
      <span className="dash-edit__tab-title" data-layout-id={tab.id}>
        <TitleField
          component={tab}
          placeholder={t('Tab title')}
          className="dash-edit__tab-input"
          autoFocus
          onDone={() => {
            if (editor.flags.editingId === tab.id) editor.setEditing(null);
            // Back on the tab, for keyboard users (after React has drawn it again).
            requestAnimationFrame(() => document.getElementById(`tab-${tab.id}`)?.focus());
          }}
        />
      </span>
    );
  }
  return (
    // The click (Enter or Space on the tab too) reaches here after the tab's own, which selects it:
    // a tab already active edits its title.
    <span
      className="dash-edit__tab-label"
      title={selected ? t('Click to edit the title') : undefined}
      onClick={() => {
        if (selected) editor.setEditing(tab.id);
      }}
    >
      {button}
    </span>
  );
}

/** The page's `wrapTabTitle` hook for edit mode. */
export function editTabTitle(tab: LayoutComponent, selected: boolean, button: ReactNode): ReactNode {
  return <TabTitleEditor tab={tab} selected={selected} button={button} />;
}
