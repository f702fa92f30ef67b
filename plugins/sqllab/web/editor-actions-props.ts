import type { QueryEditor } from './state/editor-types.ts';

/** What the editor toolbar hands the dialog buttons (contract 7). */
export interface EditorActionsProps {
  /** The active tab (a snapshot: read it, write through the store's methods). */
  editor: QueryEditor;
}
