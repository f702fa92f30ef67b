import { describe, expect, it } from 'vitest';
import { t } from './t.ts';

describe('t', () => {
  it('fills %s placeholders in order and leaves missing ones visible', () => {
    expect(t('Deleted: %s', 'My chart')).toBe('Deleted: My chart');
    expect(t('%s of %s', 1)).toBe('1 of %s');
  });
  it('fills named placeholders and escapes %%', () => {
    expect(t('%(n)s rows, 100%%', { n: 5 })).toBe('5 rows, 100%');
  });
});
