import { describe, expect, it } from 'vitest';
import { toDisposable, type Disposable } from './disposable.ts';
import { Kernel, type HostLifecycle } from './kernel.ts';
import { definePlugin } from './plugin.ts';

interface Part {
  activate(ctx: { track: (d: Disposable) => void; log: string[] }): void | Promise<void>;
}

function host(
  log: string[],
  prepared: string[][] = [],
): HostLifecycle<Part, { track: (d: Disposable) => void; log: string[] }> {
  return {
    select: (p) => p.server as Part | undefined,
    prepare: async (parts) => void prepared.push(parts.map((x) => x.id)),
    context: (_id, track) => ({ track, log }),
    activate: (part, ctx) => part.activate(ctx),
  };
}

const plugin = (id: string, dependsOn: string[] = [], fail = false) =>
  definePlugin({
    id,
    dependsOn,
    server: {
      activate(ctx: { track: (d: Disposable) => void; log: string[] }) {
        if (fail) throw new Error('boom');
        ctx.log.push(`start ${id}`);
        ctx.track(toDisposable(() => void ctx.log.push(`stop ${id}`)));
      },
    } satisfies Part,
  });

describe('Kernel', () => {
  it('prepares once, activates in dependency order and disposes in reverse', async () => {
    const log: string[] = [];
    const prepared: string[][] = [];
    const k = new Kernel([plugin('c', ['b']), plugin('a'), plugin('b', ['a'])], host(log, prepared));
    await k.start();
    expect(prepared).toEqual([['a', 'b', 'c']]);
    expect(k.activationOrder).toEqual(['a', 'b', 'c']);
    expect(k.state).toBe('started');
    await k.stop();
    expect(log).toEqual(['start a', 'start b', 'start c', 'stop c', 'stop b', 'stop a']);
    expect(k.state).toBe('stopped');
    await k.stop();
    expect(log).toHaveLength(6);
  });

  it('skips plugins without a part for this host', async () => {
    const log: string[] = [];
    const k = new Kernel([definePlugin({ id: 'web-only', web: {} }), plugin('a', ['web-only'])], host(log));
    await k.start();
    expect(k.activationOrder).toEqual(['a']);
  });

  it('undoes what started when a plugin fails to activate, and says which plugin', async () => {
    const log: string[] = [];
    const k = new Kernel([plugin('a'), plugin('b', ['a']), plugin('c', ['b'], true)], host(log));
    await expect(k.start()).rejects.toThrow("Plugin 'c' failed to activate: boom");
    expect(log).toEqual(['start a', 'start b', 'stop b', 'stop a']);
    expect(k.state).toBe('stopped');
  });

  it('keeps disposing after a disposable throws, then reports it', async () => {
    const log: string[] = [];
    const bad = definePlugin({
      id: 'bad',
      server: {
        activate(ctx: { track: (d: Disposable) => void }) {
          ctx.track(
            toDisposable(() => {
              throw new Error('cannot close');
            }),
          );
        },
      } satisfies Part,
    });
    const k = new Kernel([plugin('a'), bad], host(log));
    await k.start();
    await expect(k.stop()).rejects.toThrow('cannot close');
    expect(log).toContain('stop a');
  });

  it('cannot start twice', async () => {
    const k = new Kernel([plugin('a')], host([]));
    await k.start();
    await expect(k.start()).rejects.toThrow(/cannot start/);
  });
});
