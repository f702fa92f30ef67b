import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { main } from '../../../cli/main.ts';

describe('loupe worker', () => {
  it('refuses clearly without Redis, before touching anything', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-worker-'));
    const out = new PassThrough();
    const err = new PassThrough();
    let stderr = '';
    err.on('data', (d) => (stderr += d));
    try {
      const code = await main(['node', 'loupe', 'worker'], {
        out,
        err,
        env: { LOUPE_DATA_DIR: dir, LOUPE_LOG_LEVEL: 'silent' },
      });
      expect(code).toBe(2);
      expect(stderr).toContain('loupe worker needs Redis: set LOUPE_REDIS_URL');
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('checks --concurrency', async () => {
    const err = new PassThrough();
    let stderr = '';
    err.on('data', (d) => (stderr += d));
    const code = await main(['node', 'loupe', 'worker', '--concurrency', 'lots'], {
      out: new PassThrough(),
      err,
      env: { LOUPE_LOG_LEVEL: 'silent' },
    });
    expect(code).not.toBe(0);
    expect(stderr).toContain('--concurrency must be a whole number from 1 to 64');
  });
});
