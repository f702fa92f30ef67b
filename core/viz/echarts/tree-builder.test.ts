import { describe, expect, it } from 'vitest';
import { treeBuilder } from './tree-builder.ts';

describe('treeBuilder', () => {
  it('groups rows level by level and sums the metrics', () => {
    const rows = [
      { country: 'France', city: 'Paris', sales: 10, count: 1 },
      { country: 'France', city: 'Lyon', sales: 5, count: 2 },
      { country: 'USA', city: 'NYC', sales: 7, count: 3 },
      { country: 'France', city: 'Paris', sales: 1, count: 4 },
    ];
    expect(treeBuilder(rows, ['country', 'city'], 'sales', 'count')).toEqual([
      {
        name: 'France',
        groupBy: 'country',
        value: 16,
        secondaryValue: 7,
        children: [
          { name: 'Paris', groupBy: 'city', value: 11, secondaryValue: 5 },
          { name: 'Lyon', groupBy: 'city', value: 5, secondaryValue: 2 },
        ],
      },
      {
        name: 'USA',
        groupBy: 'country',
        value: 7,
        secondaryValue: 3,
        children: [{ name: 'NYC', groupBy: 'city', value: 7, secondaryValue: 3 }],
      },
    ]);
  });
});
