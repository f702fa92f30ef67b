import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { Kernel } from '../core/kernel/kernel.ts';
import { definePlugin } from '../core/kernel/plugin.ts';
import { cliLifecycle, type CliPlugin } from './cli-plugin.ts';
import { createRuntime } from './cli-runtime.ts';

const runtime = createRuntime({ out: process.stdout, err: process.stderr, env: {} });
const plugin = (id: string, dependsOn: string[] = []): CliPlugin =>
  definePlugin({ id, dependsOn, cli: { register: (program: Command) => void program.command(id) } });

describe('cliLifecycle', () => {
  it("adds each plugin's commands in dependency order, skipping plugins without a CLI part", async () => {
    const program = new Command('loupe');
    const kernel = new Kernel(
      [plugin('sqllab', ['catalog']), definePlugin({ id: 'web-only', web: {} }), plugin('catalog')],
      cliLifecycle(program, runtime),
    );
    await kernel.start();
    expect(program.commands.map((c) => c.name())).toEqual(['catalog', 'sqllab']);
    expect(kernel.activationOrder).toEqual(['catalog', 'sqllab']);
  });

  it('refuses a plugin whose dependency is not listed, before adding any command', () => {
    const program = new Command('loupe');
    expect(() => new Kernel([plugin('sqllab', ['catalog'])], cliLifecycle(program, runtime))).toThrow(
      "Plugin 'sqllab' depends on 'catalog', which is not installed",
    );
    expect(program.commands).toEqual([]);
  });
});
