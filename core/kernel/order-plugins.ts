import { CyclicDependencyError, DuplicatePluginError, MissingDependencyError } from './errors.ts';
import type { PluginManifest } from './plugin.ts';

/**
 * Orders plugins so that each comes after everything it depends on. Among plugins whose order
 * is free, the listed order is kept, so a host's list reads the way it starts.
 */
export function orderPlugins<P extends PluginManifest>(plugins: readonly P[]): P[] {
  const byId = new Map<string, P>();
  for (const p of plugins) {
    if (byId.has(p.id)) throw new DuplicatePluginError(p.id);
    byId.set(p.id, p);
  }
  for (const p of plugins) {
    for (const dep of p.dependsOn ?? []) {
      if (!byId.has(dep)) throw new MissingDependencyError(p.id, dep);
    }
  }

  const ordered: P[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];

  const visit = (p: P): void => {
    const s = state.get(p.id);
    if (s === 'done') return;
    if (s === 'visiting') {
      const start = path.indexOf(p.id);
      throw new CyclicDependencyError([...path.slice(start), p.id]);
    }
    state.set(p.id, 'visiting');
    path.push(p.id);
    for (const dep of p.dependsOn ?? []) visit(byId.get(dep)!);
    path.pop();
    state.set(p.id, 'done');
    ordered.push(p);
  };

  for (const p of plugins) visit(p);
  return ordered;
}
