import { describe, expect, it } from 'vitest';
import { getSequentialScheme } from './scheme-registry.ts';
import { visibleSchemeColors } from './visible-scheme.ts';

describe('visibleSchemeColors', () => {
  const seq1 = getSequentialScheme('superset_seq_1').colors;
  it('drops the near-black end of a scheme on dark', () => {
    const dark = visibleSchemeColors(seq1, 'dark');
    expect(dark).not.toContain('#050415');
    expect(dark).not.toContain('#251354');
    expect(dark[0]).toBe('#F4FAD4');
    expect(dark.at(-1)).toBe('#2A2D84');
  });
  it('keeps every colour on light, and at least two on dark', () => {
    expect(visibleSchemeColors(seq1, 'light')).toEqual([...seq1]);
    expect(visibleSchemeColors(['#000000', '#050505', '#0a0a0a'], 'dark')).toEqual(['#000000', '#050505', '#0a0a0a']);
  });
});
