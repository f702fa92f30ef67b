import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config.ts';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-config-'));

describe('loadConfig', () => {
  it('has the embedded defaults', () => {
    const c = loadConfig({ env: {}, cwd: '/srv/loupe' });
    expect(c.port).toBe(8088);
    expect(c.host).toBe('127.0.0.1');
    expect(c.dataDir).toBe('/srv/loupe/data');
    expect(c.metadataUrl).toBeNull();
    expect(c.featureFlags.DASHBOARD_NATIVE_FILTERS).toBe(true);
  });

  it('reads LOUPE_* variables with their types', () => {
    const c = loadConfig({
      env: {
        LOUPE_PORT: '9000',
        LOUPE_DATA_DIR: '/var/loupe',
        LOUPE_EXAMPLES: 'false',
        LOUPE_FEATURE_FLAGS: 'DASHBOARD_RBAC,-DASHBOARD_CROSS_FILTERS',
        LOUPE_METADATA_URL: 'postgresql://u@h/db',
      },
    });
    expect(c.port).toBe(9000);
    expect(c.dataDir).toBe('/var/loupe');
    expect(c.examples).toBe(false);
    expect(c.featureFlags.DASHBOARD_RBAC).toBe(true);
    expect(c.featureFlags.DASHBOARD_CROSS_FILTERS).toBe(false);
    expect(c.metadataUrl).toBe('postgresql://u@h/db');
  });

  it('lets the environment win over the file, and overrides over both', () => {
    const dir = tmp();
    const file = path.join(dir, 'loupe.yaml');
    fs.writeFileSync(file, 'port: 7000\nlogLevel: debug\nfeatureFlags:\n  DYNAMIC_PLUGINS: true\n');
    const c = loadConfig({ env: { LOUPE_PORT: '7001' }, file, overrides: { logLevel: 'warn' } });
    expect(c.port).toBe(7001);
    expect(c.logLevel).toBe('warn');
    expect(c.featureFlags.DYNAMIC_PLUGINS).toBe(true);
  });

  it('reports every problem at once, naming where each came from', () => {
    let err: ConfigError | undefined;
    try {
      loadConfig({
        env: {
          LOUPE_PORT: 'eighty',
          LOUPE_LOG_LEVEL: 'loud',
          LOUPE_EXAMPLES: 'maybe',
          LOUPE_METADATA_URL: 'mysql://x',
        },
      });
    } catch (e) {
      err = e as ConfigError;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const text = err!.problems.join('\n');
    expect(text).toContain("LOUPE_PORT must be a whole number (got 'eighty')");
    expect(text).toContain('LOUPE_LOG_LEVEL must be equal to one of the allowed values');
    expect(text).toContain("LOUPE_EXAMPLES must be true or false (got 'maybe')");
    expect(text).toContain('LOUPE_METADATA_URL has an unsupported form');
  });

  it('warns about a LOUPE_* variable it does not read, naming the closest one, and never refuses it', () => {
    const warnings: string[] = [];
    const c = loadConfig({
      env: {
        LOUPE_PROT: '9000',
        LOUPE_USERNAME: 'ada',
        LOUPE_URL: 'http://x',
        LOUPE_PASSWORD: 'p',
        LOUPE_TOKEN: 't',
        LOUPE_TEST_PG_URL: 'x',
      },
      onWarning: (m) => warnings.push(m),
    });
    expect(c.port).toBe(8088);
    expect(warnings).toEqual(['LOUPE_PROT is not a variable Loupe reads; it is ignored (did you mean LOUPE_PORT?)']);
  });

  it('reads LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS, on by default', () => {
    expect(loadConfig({ env: {} }).preventUnsafeDbConnections).toBe(true);
    expect(loadConfig({ env: { LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS: 'false' } }).preventUnsafeDbConnections).toBe(
      false,
    );
  });

  it('reads the security headers settings: Talisman on, frames from the same origin, no proxy trusted', () => {
    const d = loadConfig({ env: {} });
    expect([d.talismanEnabled, d.talismanFrameAncestors, d.enableProxyFix]).toEqual([true, ["'self'"], false]);
    const c = loadConfig({
      env: {
        LOUPE_TALISMAN_ENABLED: 'false',
        LOUPE_TALISMAN_FRAME_ANCESTORS: "'self', https://intranet.example https://*.corp.example:8443",
        LOUPE_ENABLE_PROXY_FIX: 'true',
      },
    });
    expect(c.talismanEnabled).toBe(false);
    expect(c.talismanFrameAncestors).toEqual(["'self'", 'https://intranet.example', 'https://*.corp.example:8443']);
    expect(c.enableProxyFix).toBe(true);
  });

  it('refuses a frame-ancestors source that is not one, naming it (nothing can slip into the header)', () => {
    expect(() =>
      loadConfig({ env: { LOUPE_TALISMAN_FRAME_ANCESTORS: "'self' https://a.example;script-src" } }),
    ).toThrow(
      /LOUPE_TALISMAN_FRAME_ANCESTORS has an unsupported form \(got 'https:\/\/a\.example;script-src'\); expected 'self', 'none', \* or origins/,
    );
    expect(() => loadConfig({ env: { LOUPE_TALISMAN_FRAME_ANCESTORS: ' , ' } })).toThrow(
      /LOUPE_TALISMAN_FRAME_ANCESTORS must NOT have fewer than 1 items/,
    );
    expect(() => loadConfig({ env: {}, overrides: { talismanFrameAncestors: ['self'] } })).not.toThrow();
    expect(() => loadConfig({ env: {}, overrides: { talismanFrameAncestors: ["'unsafe-inline'"] } })).toThrow(
      /talismanFrameAncestors has an unsupported form/,
    );
  });

  it('rejects an out-of-range port and unknown keys in the file', () => {
    const dir = tmp();
    const file = path.join(dir, 'loupe.json');
    fs.writeFileSync(file, JSON.stringify({ port: 70000, colour: 'blue' }));
    expect(() => loadConfig({ env: {}, file })).toThrow(/port \(in .*loupe\.json\) must be <= 65535/);
    expect(() => loadConfig({ env: {}, file })).toThrow(/unknown setting 'colour' in .*loupe\.json/);
  });

  it('says when the file is missing or malformed', () => {
    const dir = tmp();
    expect(() => loadConfig({ env: {}, file: path.join(dir, 'nope.yaml') })).toThrow(
      /cannot read config file .*nope\.yaml: ENOENT/,
    );
    const bad = path.join(dir, 'bad.yaml');
    fs.writeFileSync(bad, 'port: [1,\n');
    expect(() => loadConfig({ env: {}, file: bad })).toThrow(/is not valid YAML/);
  });
});
