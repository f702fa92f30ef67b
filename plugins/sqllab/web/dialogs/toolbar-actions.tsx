import type { EditorActionsProps } from '../editor-actions-props.ts';

/** The editor toolbar's dialog buttons (save, share, schedule, estimate, create dataset): S3b fills this in. */
export function EditorActions(_props: EditorActionsProps) {
  return null;
}
