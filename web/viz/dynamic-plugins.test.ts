import { describe, expect, it } from 'vitest';
import { loadDynamicPlugins, type DynamicPluginEntry } from './dynamic-plugins.ts';
import { integrityOf, matchesIntegrity } from './integrity.ts';
import { makeTestPlugin } from './test-plugin.test-support.ts';
import { VizRegistry } from './viz-registry.ts';

const enc = new TextEncoder();

describe('integrity', () => {
  it('matches the SRI hash of the exact bytes, for sha256, sha384 and sha512', async () => {
    const bytes = enc.encode('export default 1;');
    // `printf 'export default 1;' | openssl dgst -sha256 -binary | base64`
    expect(await integrityOf(bytes, 'sha256')).toBe('sha256-VjMuClVzS8K3PfVqLfhjXtXFskttekVrQd58q5ovOBQ=');
    for (const alg of ['sha256', 'sha384', 'sha512'] as const) {
      expect(await matchesIntegrity(bytes, await integrityOf(bytes, alg))).toBe(true);
    }
    expect(await matchesIntegrity(enc.encode('export default 2;'), await integrityOf(bytes))).toBe(false);
  });

  it('refuses unknown algorithms and malformed strings', async () => {
    const bytes = enc.encode('x');
    const good = await integrityOf(bytes, 'sha256');
    expect(await matchesIntegrity(bytes, good.replace('sha256', 'md5'))).toBe(false);
    expect(await matchesIntegrity(bytes, 'sha256-')).toBe(false);
    expect(await matchesIntegrity(bytes, '')).toBe(false);
  });
});

/** A fake network: the plugin list plus bundles by URL; the "import" maps bundle text to a module. */
function harness(entries: DynamicPluginEntry[], bundles: Record<string, string>, modules: Record<string, unknown>) {
  const registry = new VizRegistry([makeTestPlugin('table')]);
  const errors: string[] = [];
  const fetchFake = (async (input: string | URL | Request) => {
    const url = String(input);
    if (url === '/dynamic-plugins/api/read') return Response.json({ result: entries });
    if (url in bundles) return new Response(bundles[url]);
    return new Response('not found', { status: 404, statusText: 'Not Found' });
  }) as typeof fetch;
  const deps = {
    registry,
    fetch: fetchFake,
    importCode: async (code: Uint8Array) => modules[new TextDecoder().decode(code)],
    logError: (message: string, err?: unknown) => errors.push(`${message}: ${err instanceof Error ? err.message : ''}`),
  };
  return { registry, errors, run: () => loadDynamicPlugins(deps) };
}

describe('loadDynamicPlugins', () => {
  it('registers a verified bundle’s default export and logs each failure without throwing', async () => {
    const good = 'bundle-good';
    const other = 'bundle-other';
    const h = harness(
      [
        { key: 'ext_good', bundle_url: 'https://cdn/good.js', integrity: await integrityOf(enc.encode(good)) },
        { key: 'ext_gone', bundle_url: 'https://cdn/gone.js', integrity: await integrityOf(enc.encode(good)) },
        { key: 'ext_tampered', bundle_url: 'https://cdn/other.js', integrity: await integrityOf(enc.encode(good)) },
        { key: 'ext_nohash', bundle_url: 'https://cdn/good.js', integrity: null },
        { key: 'table', bundle_url: 'https://cdn/table.js', integrity: await integrityOf(enc.encode('bundle-table')) },
        { key: 'ext_junk', bundle_url: 'https://cdn/junk.js', integrity: await integrityOf(enc.encode('bundle-junk')) },
      ],
      {
        'https://cdn/good.js': good,
        'https://cdn/other.js': other,
        'https://cdn/table.js': 'bundle-table',
        'https://cdn/junk.js': 'bundle-junk',
      },
      {
        [good]: { default: makeTestPlugin('ext_good') },
        [other]: { default: makeTestPlugin('ext_tampered') },
        'bundle-table': { default: makeTestPlugin('table') },
        'bundle-junk': { default: { hello: 1 } },
      },
    );
    const outcome = await h.run();
    expect(outcome.loaded).toEqual(['ext_good']);
    expect(outcome.failed.sort()).toEqual(['ext_gone', 'ext_junk', 'ext_nohash', 'ext_tampered', 'table']);
    expect(h.registry.originOf('ext_good')).toBe('dynamic');
    expect(h.registry.originOf('table')).toBe('built-in');
    expect(h.registry.has('ext_tampered')).toBe(false);
    const text = h.errors.join('\n');
    expect(text).toMatch(/"ext_gone".*answered 404 Not Found/);
    expect(text).toMatch(/"ext_tampered".*does not match its integrity hash/);
    expect(text).toMatch(/"ext_nohash".*no integrity hash/);
    expect(text).toMatch(/"table".*already registered/);
    expect(text).toMatch(/"ext_junk".*does not default-export a viz plugin/);
  });

  it('refuses a bundle whose plugin has another key than its row', async () => {
    const code = 'bundle-x';
    const h = harness(
      [{ key: 'ext_a', bundle_url: '/x.js', integrity: await integrityOf(enc.encode(code)) }],
      { '/x.js': code },
      { [code]: { default: makeTestPlugin('ext_b') } },
    );
    expect(await h.run()).toEqual({ loaded: [], failed: ['ext_a'] });
    expect(h.errors[0]).toMatch(/is "ext_b", not "ext_a"/);
  });

  it('fetches an absolute bundle URL through Loupe by the row’s id, a path directly', async () => {
    const code = 'bundle-p';
    const integrity = await integrityOf(enc.encode(code));
    const h = harness(
      [
        { id: 7, key: 'ext_far', bundle_url: 'https://cdn.example/far.js', integrity },
        { id: 8, key: 'ext_near', bundle_url: '/static/near.js', integrity },
      ],
      { '/dynamic-plugins/bundle/7': code, '/static/near.js': 'bundle-q' },
      { [code]: { default: makeTestPlugin('ext_far') }, 'bundle-q': { default: makeTestPlugin('ext_near') } },
    );
    const outcome = await h.run();
    expect(outcome.loaded).toEqual(['ext_far']);
    expect(h.errors.join('\n')).toMatch(/"ext_near".*does not match its integrity hash/);
  });

  it('logs a failing list and registers nothing', async () => {
    const registry = new VizRegistry();
    const errors: unknown[] = [];
    const outcome = await loadDynamicPlugins({
      registry,
      fetch: (async () => new Response('', { status: 500 })) as typeof fetch,
      importCode: async () => ({}),
      logError: (m) => errors.push(m),
    });
    expect(outcome).toEqual({ loaded: [], failed: [] });
    expect(errors).toEqual(['Could not list the dynamic plugins']);
  });
});
