// Edit mode's frame: the dashboard (drawn by the page, each component wrapped by editWrap) beside
// the builder pane, inside the drag-and-drop context.
import type { ReactNode } from 'react';
import { BuilderPane } from './builder-pane.tsx';
import { EditDnd } from './edit-dnd.tsx';
import type { LayoutEditor } from './layout-editor.ts';
import './edit.css';

export function EditMode({ editor, children }: { editor: LayoutEditor; children: ReactNode }) {
  return (
    <EditDnd editor={editor}>
      <div className="dash-edit" data-test="dashboard-edit-mode">
        <div className="dash-edit__canvas">{children}</div>
        <BuilderPane />
      </div>
    </EditDnd>
  );
}
