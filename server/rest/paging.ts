import type { ResourceDef } from './resource-def.ts';

export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_MAX_PAGE_SIZE = 100;

/**
 * FAB's _sanitize_page_args: page 0 and page_size `def.pageSize` (20) when absent or 0; a
 * page_size above the maximum or below 1 becomes the maximum (100 unless the resource says);
 * a resource with max -1 serves everything when asked page_size -1. Null means no LIMIT.
 */
export function pageWindow(
  def: Pick<ResourceDef, 'pageSize' | 'maxPageSize'>,
  page: number | undefined,
  pageSize: number | undefined,
): { limit: number; offset: number } | null {
  const p = page || 0;
  let size = pageSize || def.pageSize || DEFAULT_PAGE_SIZE;
  const max = def.maxPageSize ?? DEFAULT_MAX_PAGE_SIZE;
  if (max === -1) {
    if (size < 1) return null;
  } else if (size > max || size < 1) {
    size = max;
  }
  return { limit: size, offset: p * size };
}
