import { describe, expect, it } from 'vitest';
import { pageWindow } from './paging.ts';

describe('pageWindow (FAB _sanitize_page_args)', () => {
  it('defaults to page 0 of 20', () => {
    expect(pageWindow({}, undefined, undefined)).toEqual({ limit: 20, offset: 0 });
    expect(pageWindow({ pageSize: 25 }, 2, 0)).toEqual({ limit: 25, offset: 50 });
  });
  it('caps page_size at the maximum, and treats sizes below 1 as the maximum', () => {
    expect(pageWindow({}, 1, 500)).toEqual({ limit: 100, offset: 100 });
    expect(pageWindow({ maxPageSize: 5 }, 0, -1)).toEqual({ limit: 5, offset: 0 });
    expect(pageWindow({ maxPageSize: 5 }, 0, undefined)).toEqual({ limit: 5, offset: 0 });
  });
  it('serves everything for page_size -1 only where the maximum is -1', () => {
    expect(pageWindow({ maxPageSize: -1 }, 0, -1)).toBeNull();
    expect(pageWindow({ maxPageSize: -1 }, 1, 1000)).toEqual({ limit: 1000, offset: 1000 });
  });
});
