import { describe, expect, it } from 'vitest';
import { fuzzyFilter, fuzzyMatch } from './fuzzy-match.ts';

describe('fuzzyMatch', () => {
  it('matches characters in order, case-insensitively, and reports their positions', () => {
    expect(fuzzyMatch('gtd', 'Go to Databases')?.positions).toEqual([0, 3, 6]);
    expect(fuzzyMatch('DATA', 'Go to Databases')?.positions).toEqual([6, 7, 8, 9]);
    expect(fuzzyMatch('xyz', 'Go to Databases')).toBeNull();
    expect(fuzzyMatch('sdg', 'Go to Databases')).toBeNull();
  });

  it('matches everything on an empty query', () => {
    expect(fuzzyMatch('  ', 'anything')).toEqual({ score: 0, positions: [] });
  });
});

describe('fuzzyFilter', () => {
  const items = ['Go to Home', 'Go to Datasets', 'Go to Databases', 'Toggle theme', 'Log out'];

  it('ranks substrings and word starts first', () => {
    expect(fuzzyFilter(items, 'data', (s) => s).map((r) => r.item)).toEqual(['Go to Datasets', 'Go to Databases']);
    expect(fuzzyFilter(items, 'theme', (s) => s)[0]?.item).toBe('Toggle theme');
    expect(fuzzyFilter(items, 'gtdb', (s) => s)[0]?.item).toBe('Go to Databases');
  });

  it('keeps the given order when there is no query', () => {
    expect(fuzzyFilter(items, '', (s) => s).map((r) => r.item)).toEqual(items);
  });
});
