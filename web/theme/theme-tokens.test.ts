import { describe, expect, it } from 'vitest';
import { THEMES, themeCss } from './theme-tokens.ts';

describe('theme tokens', () => {
  it('defines the same tokens in light and dark', () => {
    expect(Object.keys(THEMES.dark).sort()).toEqual(Object.keys(THEMES.light).sort());
  });

  it('has a dark background darker than its text, and the reverse in light', () => {
    const lum = (hex: string) => {
      const n = parseInt(hex.slice(1), 16);
      return ((n >> 16) & 255) * 0.299 + ((n >> 8) & 255) * 0.587 + (n & 255) * 0.114;
    };
    expect(lum(THEMES.dark['color-bg'])).toBeLessThan(60);
    expect(lum(THEMES.dark['color-text'])).toBeGreaterThan(180);
    expect(lum(THEMES.light['color-bg'])).toBeGreaterThan(200);
    expect(lum(THEMES.light['color-text'])).toBeLessThan(60);
  });

  it('writes every token as a custom property, dark under data-theme and the system preference', () => {
    const css = themeCss();
    expect(css).toContain('--font-size-md: 14px;');
    expect(css).toMatch(/:root\[data-theme="dark"\] \{[^}]*color-scheme: dark;/);
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\) \{\n {2}:root:not\(\[data-theme\]\) \{/);
    for (const name of Object.keys(THEMES.light).filter((n) => n !== 'color-scheme')) {
      expect(css.match(new RegExp(`--${name}:`, 'g'))?.length, name).toBe(3);
    }
  });
});
