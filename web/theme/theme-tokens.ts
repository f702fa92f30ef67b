/**
 * The design tokens every screen styles itself with, as CSS custom properties. Components use
 * `var(--…)` only, never a literal colour, so switching `data-theme` on <html> restyles everything.
 * The same tokens style the server-rendered sign-in page (it links the built theme CSS).
 */
export type ThemeName = 'light' | 'dark';

/** Tokens that do not change with the theme. */
export const SHARED_TOKENS = {
  'font-family': 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  'font-mono': 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  'font-size-xs': '11px',
  'font-size-sm': '12px',
  'font-size-md': '14px',
  'font-size-lg': '16px',
  'font-size-xl': '20px',
  'font-size-xxl': '26px',
  'font-weight-normal': '400',
  'font-weight-medium': '500',
  'font-weight-bold': '600',
  'line-height': '1.5',
  'space-1': '4px',
  'space-2': '8px',
  'space-3': '12px',
  'space-4': '16px',
  'space-5': '20px',
  'space-6': '24px',
  'space-8': '32px',
  'space-10': '40px',
  'radius-sm': '4px',
  'radius-md': '6px',
  'radius-lg': '10px',
  'radius-full': '999px',
  'nav-height': '52px',
  'content-max-width': '1280px',
  'transition-fast': '120ms ease',
  'z-nav': '50',
  'z-popover': '100',
  'z-dialog': '200',
  'z-toast': '300',
} as const;

export type ColorTokens = Record<
  | 'color-bg'
  | 'color-surface'
  | 'color-surface-raised'
  | 'color-surface-hover'
  | 'color-surface-active'
  | 'color-text'
  | 'color-text-muted'
  | 'color-text-subtle'
  | 'color-border'
  | 'color-border-strong'
  | 'color-primary'
  | 'color-primary-hover'
  | 'color-primary-text'
  | 'color-primary-subtle'
  | 'color-danger'
  | 'color-danger-hover'
  | 'color-danger-text'
  | 'color-danger-subtle'
  | 'color-success'
  | 'color-success-subtle'
  | 'color-warning'
  | 'color-warning-subtle'
  | 'color-info'
  | 'color-info-subtle'
  | 'color-nav-bg'
  | 'color-overlay'
  | 'color-code-bg'
  | 'focus-ring'
  | 'shadow-sm'
  | 'shadow-md'
  | 'shadow-lg'
  | 'color-scheme',
  string
>;

export const THEMES: Record<ThemeName, ColorTokens> = {
  light: {
    'color-bg': '#f6f7f9',
    'color-surface': '#ffffff',
    'color-surface-raised': '#ffffff',
    'color-surface-hover': '#f1f3f6',
    'color-surface-active': '#e8ebf0',
    'color-text': '#1b1f27',
    'color-text-muted': '#5c6573',
    'color-text-subtle': '#8a93a1',
    'color-border': '#e3e6eb',
    'color-border-strong': '#cdd2da',
    'color-primary': '#2f6fde',
    'color-primary-hover': '#245bbd',
    'color-primary-text': '#ffffff',
    'color-primary-subtle': '#eaf1fd',
    'color-danger': '#cf3a34',
    'color-danger-hover': '#b02f2a',
    'color-danger-text': '#ffffff',
    'color-danger-subtle': '#fdecec',
    'color-success': '#1e8a4c',
    'color-success-subtle': '#e6f5ec',
    'color-warning': '#b26b00',
    'color-warning-subtle': '#fdf3e1',
    'color-info': '#2f6fde',
    'color-info-subtle': '#eaf1fd',
    'color-nav-bg': '#ffffff',
    'color-overlay': 'rgba(15, 20, 28, 0.45)',
    'color-code-bg': '#f1f3f6',
    'focus-ring': '0 0 0 3px rgba(47, 111, 222, 0.35)',
    'shadow-sm': '0 1px 2px rgba(16, 24, 40, 0.06)',
    'shadow-md': '0 4px 12px rgba(16, 24, 40, 0.08), 0 1px 3px rgba(16, 24, 40, 0.06)',
    'shadow-lg': '0 16px 40px rgba(16, 24, 40, 0.16), 0 2px 6px rgba(16, 24, 40, 0.08)',
    'color-scheme': 'light',
  },
  dark: {
    'color-bg': '#0f1217',
    'color-surface': '#171b22',
    'color-surface-raised': '#1d222b',
    'color-surface-hover': '#222833',
    'color-surface-active': '#2a313d',
    'color-text': '#e6e9ef',
    'color-text-muted': '#9ba4b2',
    'color-text-subtle': '#6e7786',
    'color-border': '#272d38',
    'color-border-strong': '#363e4b',
    'color-primary': '#5b93f5',
    'color-primary-hover': '#78a7f7',
    'color-primary-text': '#0b1020',
    'color-primary-subtle': '#1a2a47',
    'color-danger': '#f0625c',
    'color-danger-hover': '#f47f7a',
    'color-danger-text': '#1a0b0b',
    'color-danger-subtle': '#3a1d1d',
    'color-success': '#4cc384',
    'color-success-subtle': '#15301f',
    'color-warning': '#e6a23c',
    'color-warning-subtle': '#36280f',
    'color-info': '#5b93f5',
    'color-info-subtle': '#1a2a47',
    'color-nav-bg': '#141820',
    'color-overlay': 'rgba(0, 0, 0, 0.6)',
    'color-code-bg': '#11151b',
    'focus-ring': '0 0 0 3px rgba(91, 147, 245, 0.45)',
    'shadow-sm': '0 1px 2px rgba(0, 0, 0, 0.4)',
    'shadow-md': '0 4px 12px rgba(0, 0, 0, 0.45), 0 1px 3px rgba(0, 0, 0, 0.4)',
    'shadow-lg': '0 16px 40px rgba(0, 0, 0, 0.6), 0 2px 6px rgba(0, 0, 0, 0.4)',
    'color-scheme': 'dark',
  },
};

function declarations(tokens: Record<string, string>, indent = '  '): string {
  return Object.entries(tokens)
    .map(([name, value]) =>
      name === 'color-scheme' ? `${indent}color-scheme: ${value};` : `${indent}--${name}: ${value};`,
    )
    .join('\n');
}

/**
 * The theme stylesheet: shared tokens, light by default, dark under `[data-theme="dark"]`, and
 * the system's preference when no theme was chosen (pages without script, first paint).
 */
export function themeCss(): string {
  return (
    [
      `:root {\n${declarations(SHARED_TOKENS)}\n}`,
      `:root, :root[data-theme="light"] {\n${declarations(THEMES.light)}\n}`,
      `@media (prefers-color-scheme: dark) {\n  :root:not([data-theme]) {\n${declarations(THEMES.dark, '    ')}\n  }\n}`,
      `:root[data-theme="dark"] {\n${declarations(THEMES.dark)}\n}`,
    ].join('\n\n') + '\n'
  );
}
