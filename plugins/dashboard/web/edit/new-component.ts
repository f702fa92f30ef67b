// New layout components with Superset's default meta (dashboard/util/newComponentFactory) and
// `<TYPE>-<random>` ids, so layouts saved here read the same in Superset.
import {
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  type LayoutComponent,
  type LayoutMeta,
  type LayoutType,
} from '../../shared/layout-types.ts';

const ID_ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

/** A nanoid-like 21-character id part (URL-safe alphabet, crypto random). */
export function randomIdPart(size = 21): string {
  const bytes = new Uint8Array(size);
  globalThis.crypto.getRandomValues(bytes);
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte & 63];
  return id;
}

/** Default meta per type. Texts are the defaults a new component shows (`t()` at the call site). */
export function defaultMeta(type: LayoutType): LayoutMeta {
  switch (type) {
    case 'CHART':
    case 'MARKDOWN':
      return { width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT };
    case 'COLUMN':
      return { width: GRID_DEFAULT_CHART_WIDTH, background: 'BACKGROUND_TRANSPARENT' };
    case 'HEADER':
      return { text: 'New header', headerSize: 'MEDIUM_HEADER', background: 'BACKGROUND_TRANSPARENT' };
    case 'ROW':
      return { background: 'BACKGROUND_TRANSPARENT' };
    case 'TAB':
      return { text: '', defaultText: 'Tab title', placeholder: 'Tab title' };
    case 'DYNAMIC':
      return { width: GRID_COLUMN_COUNT, background: 'BACKGROUND_TRANSPARENT' };
    default:
      return {};
  }
}

export function newComponent(type: LayoutType, meta: LayoutMeta = {}, parents: string[] = []): LayoutComponent {
  return { id: `${type}-${randomIdPart()}`, type, children: [], parents, meta: { ...defaultMeta(type), ...meta } };
}

/** What a drop from the builder pane creates: TABS come with their first TAB. */
export function newComponentsForDrop(
  type: LayoutType,
  meta: LayoutMeta = {},
): { root: LayoutComponent; all: LayoutComponent[] } {
  const root = newComponent(type, meta);
  if (type !== 'TABS') return { root, all: [root] };
  const tab = newComponent('TAB');
  root.children = [tab.id];
  return { root, all: [root, tab] };
}
