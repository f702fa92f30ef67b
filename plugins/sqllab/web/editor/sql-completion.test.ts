import { describe, expect, it } from 'vitest';
import { qualifierBefore, suggest, type CompletionContext } from './sql-completion.ts';

const ctx: CompletionContext = {
  schemas: ['main', 'sales'],
  tables: [
    { name: 'orders', schema: 'sales', type: 'table' },
    { name: 'birth_names', schema: 'main', type: 'table' },
  ],
  columns: [
    { table: 'orders', name: 'amount', type: 'DOUBLE' },
    { table: 'birth_names', name: 'num', type: 'BIGINT' },
  ],
};

describe('suggest', () => {
  it('offers columns, tables, schemas and keywords, columns first', () => {
    const all = suggest(ctx, null);
    expect(all.map((s) => s.kind).indexOf('column')).toBeLessThan(all.map((s) => s.kind).indexOf('table'));
    expect(all.find((s) => s.label === 'orders')).toMatchObject({ kind: 'table', detail: 'sales · table' });
    expect(all.find((s) => s.label === 'sales')).toMatchObject({ kind: 'schema' });
    expect(all.some((s) => s.label === 'SELECT' && s.kind === 'keyword')).toBe(true);
  });
  it('after a table name and a dot offers only its columns', () => {
    expect(suggest(ctx, 'orders').map((s) => s.label)).toEqual(['amount']);
  });
  it('after a schema name and a dot offers only its tables', () => {
    expect(suggest(ctx, 'SALES').map((s) => s.label)).toEqual(['orders']);
  });
});

describe('qualifierBefore', () => {
  it('reads the name before the dot', () => {
    expect(qualifierBefore('SELECT orders.')).toBe('orders');
    expect(qualifierBefore('SELECT o.am')).toBe('o');
    expect(qualifierBefore('SELECT amount')).toBeNull();
  });
});
