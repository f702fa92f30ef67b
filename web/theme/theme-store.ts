import { proxy } from 'valtio';
import type { ThemeName } from './theme-tokens.ts';

/** The chosen theme; `system` follows the operating system's light or dark preference. */
export type ThemeChoice = ThemeName | 'system';

export const THEME_STORAGE_KEY = 'loupe.theme';

export const themeStore = proxy({ choice: 'system' as ThemeChoice, applied: 'light' as ThemeName });

const isChoice = (v: unknown): v is ThemeChoice => v === 'light' || v === 'dark' || v === 'system';

function systemTheme(): ThemeName {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function readStored(): ThemeChoice | null {
  try {
    const v = localStorage.getItem(THEME_STORAGE_KEY);
    return isChoice(v) ? v : null;
  } catch {
    return null;
  }
}

function apply(): void {
  themeStore.applied = themeStore.choice === 'system' ? systemTheme() : themeStore.choice;
  document.documentElement.dataset.theme = themeStore.applied;
}

/** Reads the remembered choice (or the server's default) and keeps `system` in step with the OS. */
export function initTheme(serverDefault: ThemeChoice = 'system'): void {
  themeStore.choice = readStored() ?? serverDefault;
  apply();
  if (typeof matchMedia === 'function') {
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
      if (themeStore.choice === 'system') apply();
    });
  }
}

export function setTheme(choice: ThemeChoice): void {
  themeStore.choice = choice;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private windows may refuse storage: the choice lasts for this page only.
  }
  apply();
}

/** Light ↔ dark, from whatever is showing now. */
export function toggleTheme(): void {
  setTheme(themeStore.applied === 'dark' ? 'light' : 'dark');
}
