import { createContext, useContext } from 'react';
import type { BootstrapData } from './bootstrap.ts';
import type { WebContributions } from './web-contributions.ts';
import type { PermissionPair } from './web-plugin.ts';

/** What every part of the shell reads: who is signed in and what the plugins contribute. */
export interface AppContextValue {
  bootstrap: BootstrapData;
  contributions: WebContributions;
  can(pair?: PermissionPair): boolean;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp() outside the app shell');
  return value;
}
