// What edit mode's components share: the controller and the live drag state.
import { createContext, useContext } from 'react';
import { proxy } from 'valtio';
import type { LayoutType } from '../../shared/layout-types.ts';
import type { DropZone } from './drop-target.ts';
import type { DropTarget } from './layout-ops.ts';
import type { LayoutEditor } from './layout-editor.ts';
import type { EditableChart } from './editable-dashboard.ts';

/** What is being dragged: a component already on the dashboard, or a new one from the builder pane. */
export type DragItem =
  | { kind: 'existing'; id: string; type: LayoutType; label: string }
  | { kind: 'new'; type: LayoutType; label: string; chart?: EditableChart };

export interface DragState {
  item: DragItem | null;
  overId: string | null;
  zone: DropZone | null;
  /** Where the item lands if dropped now; null: nowhere (no indicator). */
  target: DropTarget | null;
  /** The dragged component's on-screen size when the drag started (keyboard drags move its centre). */
  size: { width: number; height: number } | null;
}

export function createDragState(): DragState {
  return proxy<DragState>({ item: null, overId: null, zone: null, target: null, size: null });
}

export interface EditContextValue {
  editor: LayoutEditor;
  drag: DragState;
}

export const EditContext = createContext<EditContextValue | null>(null);

export function useEdit(): EditContextValue {
  const value = useContext(EditContext);
  if (!value) throw new Error('useEdit() outside edit mode');
  return value;
}

/** A short, human label of a layout component (announcements, drag preview, aria labels). */
export function componentLabel(
  type: LayoutType,
  meta: { sliceName?: string; sliceNameOverride?: string; text?: string } | undefined,
): string {
  switch (type) {
    case 'CHART':
      return meta?.sliceNameOverride || meta?.sliceName || 'Chart';
    case 'HEADER':
      return meta?.text ? `Header “${meta.text}”` : 'Header';
    case 'TAB':
      return meta?.text ? `Tab “${meta.text}”` : 'Tab';
    case 'MARKDOWN':
      return 'Markdown';
    case 'ROW':
      return 'Row';
    case 'COLUMN':
      return 'Column';
    case 'TABS':
      return 'Tabs';
    case 'DIVIDER':
      return 'Divider';
    default:
      return type;
  }
}
