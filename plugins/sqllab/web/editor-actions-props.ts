import type { QueryEditor } from './state/editor-types.ts';

/** What the editor toolbar hands each dialog button in its `toolbar` slot: the active tab. */
export interface EditorActionsProps {
  /** The active tab (a snapshot: read it, write through the store's methods). */
  editor: QueryEditor;
}
