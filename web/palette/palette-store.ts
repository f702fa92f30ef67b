import { proxy } from 'valtio';

/** Whether the command palette is open (Ctrl+K / ⌘K, or the search button in the nav). */
export const paletteStore = proxy({ open: false });

export const openPalette = () => {
  paletteStore.open = true;
};
export const closePalette = () => {
  paletteStore.open = false;
};
export const togglePalette = () => {
  paletteStore.open = !paletteStore.open;
};

/** True for Ctrl+K (⌘K on a Mac) without other modifiers. */
export function isPaletteShortcut(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey;
}
