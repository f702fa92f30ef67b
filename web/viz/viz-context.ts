import { createContext, useContext, useSyncExternalStore } from 'react';
import type { IVizRegistry } from './viz-registry.ts';

/** The browser's viz registry, provided once by the app shell (the composition root builds it). */
export const VizRegistryContext = createContext<IVizRegistry | null>(null);

export function useVizRegistry(): IVizRegistry {
  const registry = useContext(VizRegistryContext);
  if (!registry) throw new Error('useVizRegistry() outside a VizRegistryContext');
  // Re-render when a plugin registers later (a runtime bundle finishing after the page drew).
  useSyncExternalStore(
    (listener) => registry.subscribe(listener),
    () => registry.version,
  );
  return registry;
}
