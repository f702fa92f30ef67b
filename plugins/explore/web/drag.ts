import type { DragEvent } from 'react';

/** What a dataset-pane item carries when dragged onto a control. */
export interface DragItem {
  kind: 'column' | 'metric';
  name: string;
}

const MIME = 'application/x-loupe-explore';

export function startDrag(e: DragEvent, item: DragItem): void {
  e.dataTransfer.setData(MIME, JSON.stringify(item));
  e.dataTransfer.setData('text/plain', item.name);
  e.dataTransfer.effectAllowed = 'copy';
}

export function readDrag(e: DragEvent): DragItem | null {
  const raw = e.dataTransfer.getData(MIME);
  if (!raw) return null;
  try {
    const item = JSON.parse(raw) as DragItem;
    return item.kind === 'column' || item.kind === 'metric' ? item : null;
  } catch {
    return null;
  }
}

export const acceptsDrag = (e: DragEvent): boolean => e.dataTransfer.types.includes(MIME);
