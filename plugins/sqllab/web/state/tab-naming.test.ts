import { describe, expect, it } from 'vitest';
import { nextUntitledName } from './tab-naming.ts';

describe('nextUntitledName', () => {
  it('starts at 1', () => {
    expect(nextUntitledName([])).toBe('Untitled Query 1');
  });
  it('takes one more than the highest, not the count', () => {
    expect(nextUntitledName(['Untitled Query 1', 'Untitled Query 4', 'Sales'])).toBe('Untitled Query 5');
  });
  it('ignores names that only look alike', () => {
    expect(nextUntitledName(['Untitled Query 2b', 'My Untitled Query 9', 'Untitled Query'])).toBe('Untitled Query 1');
  });
});
