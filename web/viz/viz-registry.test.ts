import { describe, expect, it } from 'vitest';
import { makeTestPlugin } from './test-plugin.test-support.ts';
import { loadViz } from './viz-loader.ts';
import { VizRegistry } from './viz-registry.ts';

describe('VizRegistry', () => {
  it('holds built-ins by viz_type in catalogue order', () => {
    const registry = new VizRegistry([makeTestPlugin('b'), makeTestPlugin('a')]);
    expect(registry.list().map((p) => p.key)).toEqual(['b', 'a']);
    expect(registry.get('a')?.metadata.name).toBe('Test rows');
    expect(registry.originOf('a')).toBe('built-in');
    expect(registry.get('nope')).toBeUndefined();
  });

  it('refuses a second built-in of one key and a runtime plugin replacing a built-in', () => {
    const registry = new VizRegistry([makeTestPlugin('line')]);
    expect(() => registry.register(makeTestPlugin('line'))).toThrow(/already registered/);
    expect(() => registry.register(makeTestPlugin('line'), 'dynamic')).toThrow(/already registered/);
  });

  it('lets a runtime plugin replace an earlier runtime one and tells subscribers', () => {
    const registry = new VizRegistry();
    const seen: number[] = [];
    const unsubscribe = registry.subscribe(() => seen.push(registry.version));
    const first = makeTestPlugin('ext');
    const second = makeTestPlugin('ext');
    registry.register(first, 'dynamic');
    registry.register(second, 'dynamic');
    expect(registry.get('ext')).toBe(second);
    expect(seen).toEqual([1, 2]);
    unsubscribe();
    registry.register(makeTestPlugin('other'), 'dynamic');
    expect(seen).toEqual([1, 2]);
  });

  it('is pending while a runtime load runs, and tells subscribers when it settles', async () => {
    const registry = new VizRegistry();
    let calls = 0;
    registry.subscribe(() => calls++);
    let finish!: () => void;
    const load = new Promise<void>((resolve) => (finish = resolve));
    registry.track(load);
    registry.track(Promise.reject(new Error('list failed')));
    expect(registry.pending).toBe(true);
    finish();
    await load;
    await Promise.resolve();
    expect(registry.pending).toBe(false);
    expect(calls).toBe(4);
  });

  it('refuses something that is not a plugin', () => {
    expect(() => new VizRegistry().register({} as never)).toThrow(/Not a viz plugin/);
  });
});

describe('loadViz', () => {
  it('loads a plugin’s parts once, lazily, and shares the promise', async () => {
    const calls: string[] = [];
    const plugin = makeTestPlugin('lazy', calls);
    expect(calls).toEqual([]);
    const [a, b] = await Promise.all([loadViz(plugin), loadViz(plugin)]);
    expect(a).toBe(b);
    expect(calls.sort()).toEqual(['buildQuery', 'loadChart', 'transformProps']);
    expect(a.transformProps({ queriesData: [{ data: [1, 2, 3] }] } as never)).toEqual({ rows: 3 });
  });

  it('forgets a failed load so the next chart tries again', async () => {
    let fail = true;
    const base = makeTestPlugin('flaky');
    const plugin = { ...base, loadChart: () => (fail ? Promise.reject(new Error('chunk 404')) : base.loadChart()) };
    await expect(loadViz(plugin)).rejects.toThrow('chunk 404');
    fail = false;
    await expect(loadViz(plugin)).resolves.toHaveProperty('Chart');
  });
});
