import { describe, expect, it } from 'vitest';
import { CyclicDependencyError, DuplicatePluginError, MissingDependencyError } from './errors.ts';
import { orderPlugins } from './order-plugins.ts';
import { definePlugin } from './plugin.ts';

const p = (id: string, ...dependsOn: string[]) => definePlugin({ id, dependsOn });

describe('orderPlugins', () => {
  it('puts every plugin after its dependencies', () => {
    const order = orderPlugins([
      p('explore', 'catalog', 'engine'),
      p('catalog', 'security'),
      p('engine', 'catalog'),
      p('security'),
    ]).map((x) => x.id);
    expect(order).toEqual(['security', 'catalog', 'engine', 'explore']);
  });

  it('keeps the listed order where dependencies leave it free', () => {
    expect(orderPlugins([p('b'), p('a'), p('c')]).map((x) => x.id)).toEqual(['b', 'a', 'c']);
  });

  it('names a missing dependency', () => {
    expect(() => orderPlugins([p('sqllab', 'catalog')])).toThrow(MissingDependencyError);
    expect(() => orderPlugins([p('sqllab', 'catalog')])).toThrow(
      "Plugin 'sqllab' depends on 'catalog', which is not installed",
    );
  });

  it('names the cycle', () => {
    const run = () => orderPlugins([p('a', 'b'), p('b', 'c'), p('c', 'a')]);
    expect(run).toThrow(CyclicDependencyError);
    try {
      run();
    } catch (err) {
      expect((err as CyclicDependencyError).cycle).toEqual(['a', 'b', 'c', 'a']);
    }
  });

  it('refuses a plugin depending on itself', () => {
    expect(() => orderPlugins([p('a', 'a')])).toThrow(/a -> a/);
  });

  it('refuses duplicate ids', () => {
    expect(() => orderPlugins([p('a'), p('a')])).toThrow(DuplicatePluginError);
  });

  it('refuses malformed ids', () => {
    expect(() => definePlugin({ id: 'Bad Id' })).toThrow(/Invalid plugin id/);
  });
});
