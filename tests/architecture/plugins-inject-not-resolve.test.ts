import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE §4 and server/host/README.md: services reach a plugin through `@inject(Token)` on
// constructor parameters; only hosts and tests resolve from the container. A plugin that looks
// services up itself (`container.resolve`, `container.isRegistered` probing) hides its
// dependencies from the host's ordering and works around it instead of declaring it.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['plugins', 'viz-plugins'];

/** A container lookup: `container.resolve(`, `ctx.container.isRegistered(`, `c.resolveAll<T>(`… */
const LOOKUP = /\b(?:container|Container|ctx\.container)\s*\??\.\s*(resolve|resolveAll|isRegistered)\s*[<(]/;
/** A file that takes the container at all (a DependencyContainer parameter or field) is a service locator too. */
const TAKES_CONTAINER = /\bDependencyContainer\b/;

function sourceFiles(rel: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
    const p = path.posix.join(rel, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'node_modules') out.push(...sourceFiles(p));
    } else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !/\.test-support\.tsx?$/.test(e.name))
      out.push(p);
  }
  return out;
}

/** `file:line: text` for each container lookup in `code`. */
export function containerLookups(file: string, code: string): string[] {
  return code.split('\n').flatMap((line, i) => {
    const trimmed = line.trim();
    if (trimmed.startsWith('//') || trimmed.startsWith('*')) return [];
    return LOOKUP.test(line) || TAKES_CONTAINER.test(line) ? [`${file}:${i + 1}: ${trimmed}`] : [];
  });
}

describe('plugins', () => {
  it('recognise a container lookup, and not a promise or a path', () => {
    expect(containerLookups('a.ts', 'const s = container.resolve(IMetadataStore);')).toHaveLength(1);
    expect(containerLookups('a.ts', '  ctx.container.isRegistered(token, true) ? 1 : 0')).toHaveLength(1);
    expect(containerLookups('a.ts', 'this.container.resolveAll<IJob>(IJob)')).toHaveLength(1);
    expect(containerLookups('a.ts', 'export function f(c: DependencyContainer) {}')).toHaveLength(1);
    expect(containerLookups('a.ts', 'return Promise.resolve(); path.resolve(p); tunnels.resolve(x)')).toEqual([]);
    expect(containerLookups('a.ts', '// container.resolve is for hosts')).toEqual([]);
  });

  it('never resolve services from the container (they are injected; only hosts and tests resolve)', () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(dir));
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((f) => containerLookups(f, fs.readFileSync(path.join(ROOT, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
