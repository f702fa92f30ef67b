import { describe, expect, it } from 'vitest';
import { dataAccessOf, databasePerm, datasetPerm, schemaPerm } from './data-access.ts';

const holder = (keys: string[], isAdmin = false) => ({ id: 7, isAdmin, permissions: new Set(keys) });

describe('dataAccessOf', () => {
  it('gives everything to admins and to all_database_access / all_datasource_access', () => {
    expect(dataAccessOf(holder([], true)).all).toBe(true);
    expect(dataAccessOf(holder(['all_database_access|all_database_access'])).all).toBe(true);
    expect(dataAccessOf(holder(['all_datasource_access|all_datasource_access'])).all).toBe(true);
    expect(dataAccessOf(holder(['can_read|Dataset'])).all).toBe(false);
  });
  it('reads database, schema and dataset grants from the permission names', () => {
    const access = dataAccessOf(
      holder([
        `database_access|${databasePerm({ database_name: 'wh', id: 3 })}`,
        `schema_access|${schemaPerm('wh', 'sales')}`,
        `datasource_access|${datasetPerm('wh', 'orders', 12)}`,
        'can_read|Chart',
      ]),
    );
    expect(access).toEqual({
      all: false,
      databaseIds: [3],
      schemaPerms: ['[wh].[sales]'],
      datasetPerms: ['[wh].[orders](id:12)'],
      datasetIds: [12],
      userId: 7,
    });
  });
  it('grants nothing to no one', () => {
    expect(dataAccessOf(null)).toMatchObject({ all: false, databaseIds: [], userId: null });
  });
});
