import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.ts';
import { bulkDeletedBody, createdBody, deletedBody, parseBulkIds, updatedBody } from './envelopes.ts';

describe('envelopes', () => {
  it('shape create, update and delete bodies', () => {
    expect(createdBody(7, { slice_name: 'x' })).toEqual({ id: 7, result: { slice_name: 'x' } });
    expect(updatedBody(7, { slice_name: 'y' })).toEqual({ id: 7, result: { slice_name: 'y' } });
    expect(deletedBody()).toEqual({ message: 'OK' });
  });

  it('pluralises bulk delete messages', () => {
    expect(bulkDeletedBody(3, 'chart', 'charts')).toEqual({ message: 'Deleted 3 charts' });
    expect(bulkDeletedBody(1, 'chart', 'charts')).toEqual({ message: 'Deleted 1 chart' });
    expect(bulkDeletedBody(0, 'dashboard', 'dashboards')).toEqual({ message: 'Deleted 0 dashboards' });
  });

  it('reads bulk ids from a rison array of integers', () => {
    expect(parseBulkIds('!(1,2,3)')).toEqual([1, 2, 3]);
    for (const bad of ['!(1,x)', '(a:1)', '!(1.5)', undefined, '!(1']) {
      expect(() => parseBulkIds(bad)).toThrow(ApiError);
    }
  });
});
