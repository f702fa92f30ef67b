import type { MonacoApi } from './load-monaco.ts';

function css(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/** Monaco themes from Loupe's tokens, redefined whenever the page theme changes. */
export function applyLoupeTheme(monaco: MonacoApi, dark: boolean): string {
  const name = dark ? 'loupe-dark' : 'loupe-light';
  const hex = (v: string, fallback: string) => (/^#[0-9a-f]{6}$/i.test(v) ? v : fallback);
  monaco.editor.defineTheme(name, {
    base: dark ? 'vs-dark' : 'vs',
    inherit: true,
    rules: [],
    colors: {
      'editor.background': hex(css('--color-surface'), dark ? '#171b22' : '#ffffff'),
      'editorGutter.background': hex(css('--color-surface'), dark ? '#171b22' : '#ffffff'),
      'editor.lineHighlightBackground': hex(css('--color-surface-hover'), dark ? '#222833' : '#f1f3f6'),
      'editorLineNumber.foreground': hex(css('--color-text-subtle'), dark ? '#6b7380' : '#8a93a1'),
    },
  });
  monaco.editor.setTheme(name);
  return name;
}
