import { describe, expect, it } from 'vitest';

import { darkVizTheme, lightVizTheme } from '../../core/viz/theme/viz-themes.ts';
import { SHARED_TOKENS, THEMES } from './theme-tokens.ts';

// Charts draw with core/viz's themes, which copy the app's tokens (core cannot import web): this keeps
// the copies equal when a token changes.

describe('viz themes follow the app tokens', () => {
  it.each([
    ['light', lightVizTheme],
    ['dark', darkVizTheme],
  ] as const)('%s', (name, viz) => {
    const tokens = THEMES[name];
    expect(viz.mode).toBe(name);
    expect(viz.background).toBe(tokens['color-surface']);
    expect(viz.surface).toBe(tokens['color-surface-raised']);
    expect(viz.text).toBe(tokens['color-text']);
    expect(viz.textMuted).toBe(tokens['color-text-muted']);
    expect(viz.border).toBe(tokens['color-border-strong']);
    expect(viz.gridLine).toBe(tokens['color-border']);
    expect(viz.primary).toBe(tokens['color-primary']);
    expect(viz.positive).toBe(tokens['color-success']);
    expect(viz.negative).toBe(tokens['color-danger']);
    expect(viz.fontFamily).toBe(SHARED_TOKENS['font-family']);
    expect(`${viz.fontSize}px`).toBe(SHARED_TOKENS['font-size-sm']);
  });
});
