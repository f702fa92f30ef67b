import { afterEach, describe, expect, it } from 'vitest';
import { definePlugin } from '../../core/kernel/plugin.ts';
import type { ServerPluginPart } from '../../server/host/server-plugin.ts';
import { bootLoupe, type BootedLoupe } from '../harness/boot-loupe.ts';

let h: BootedLoupe | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const slow = definePlugin({
  id: 'slow',
  server: {
    activate({ app }) {
      app.get('/slow', { config: { access: 'public' } }, async () => {
        await new Promise((r) => setTimeout(r, 400));
        return { done: true };
      });
    },
  } satisfies ServerPluginPart,
});

describe('server host', () => {
  it('answers /health with OK and gives every response a request id', async () => {
    h = await bootLoupe({ plugins: [] });
    const res = await fetch(`${h.url}/health`);
    expect([res.status, await res.text()]).toEqual([200, 'OK']);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${h.url}/health`, { headers: { 'x-request-id': 'lb-abc.123' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-abc.123');
  });

  it('refuses to start with a route that declares no access', async () => {
    const careless = definePlugin({
      id: 'careless',
      server: { activate: ({ app }) => void app.get('/oops', async () => 'x') } satisfies ServerPluginPart,
    });
    await expect(bootLoupe({ plugins: [careless] })).rejects.toThrow(/Route GET \/oops declares no access/);
  });

  it('finishes requests in flight on shutdown, then stops taking new ones', async () => {
    h = await bootLoupe({ plugins: [slow] });
    const url = h.url;
    const inflight = fetch(`${url}/slow`).then(async (r) => [r.status, await r.json()]);
    await new Promise((r) => setTimeout(r, 100));
    const closing = h.loupe.close();
    expect(await inflight).toEqual([200, { done: true }]);
    await closing;
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  });

  it('disposes plugins in reverse order at shutdown', async () => {
    const log: string[] = [];
    const mk = (id: string, dependsOn: string[] = []) =>
      definePlugin({
        id,
        dependsOn,
        server: { activate: ({ track }) => track({ dispose: () => void log.push(id) }) } satisfies ServerPluginPart,
      });
    h = await bootLoupe({ plugins: [mk('b', ['a']), mk('a'), mk('c', ['b'])] });
    await h.loupe.close();
    expect(log).toEqual(['c', 'b', 'a']);
  });

  it('creates the admin once, with the configured password', async () => {
    h = await bootLoupe({ plugins: [] });
    expect(h.loupe.admin).toEqual({ created: true, generatedPassword: null });
    const client = await h.login();
    expect((await client.get('/api/v1/me/')).status).toBe(200);
  });
});
