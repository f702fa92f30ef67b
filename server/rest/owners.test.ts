import { describe, expect, it } from 'vitest';
import { ownerIds } from './owners.ts';

const gamma = { id: 5, isAdmin: false };
const admin = { id: 1, isAdmin: true };

describe('ownerIds (Superset populate_owner_list)', () => {
  it('makes the caller the owner when a create names none', () => {
    expect(ownerIds(undefined, gamma, 'create')).toEqual([5]);
    expect(ownerIds([], gamma, 'create')).toEqual([5]);
    expect(ownerIds(null, admin, 'create')).toEqual([1]);
  });

  it('keeps a non-admin among the owners whatever the body names', () => {
    expect(ownerIds([7, 8], gamma, 'create')).toEqual([5, 7, 8]);
    expect(ownerIds([7], gamma, 'update')).toEqual([5, 7]);
    expect(ownerIds([7, 5, 7], gamma, 'create')).toEqual([7, 5]);
  });

  it('gives an admin exactly the owners named', () => {
    expect(ownerIds([7, 8], admin, 'create')).toEqual([7, 8]);
    expect(ownerIds([7], admin, 'update')).toEqual([7]);
  });

  it('lets only an admin clear the owners with an update naming none', () => {
    expect(ownerIds([], gamma, 'update')).toEqual([5]);
    expect(ownerIds([], admin, 'update')).toEqual([]);
  });
});
