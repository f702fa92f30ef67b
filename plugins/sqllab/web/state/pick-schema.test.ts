import { describe, expect, it } from 'vitest';
import { pickSchema } from './pick-schema.ts';

describe('pickSchema', () => {
  it("prefers the engine's default schema", () => {
    expect(pickSchema(['information_schema', 'main', 'other'])).toBe('main');
    expect(pickSchema(['information_schema', 'public', 'sales'])).toBe('public');
  });
  it('else the first schema that is not a system one', () => {
    expect(pickSchema(['information_schema', 'mysql', 'test'])).toBe('test');
  });
  it('else none', () => {
    expect(pickSchema(['information_schema'])).toBeNull();
    expect(pickSchema([])).toBeNull();
  });
});
