import fs from 'node:fs';
import path from 'node:path';
import { buildExamples } from '../../fixtures/examples/index.ts';

const CACHE_DIR = path.resolve(import.meta.dirname, '../../node_modules/.cache/loupe-examples');

/**
 * The examples database for today, built once and reused by every test that boots Loupe with
 * examples (each copies it into its own data folder). Concurrent callers build into their own
 * file and rename it into place, so none ever sees a half-written one.
 */
export async function cachedExamplesFile(today = new Date()): Promise<string> {
  const file = path.join(CACHE_DIR, `examples-${today.toISOString().slice(0, 10)}.duckdb`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const mine = `${file}.${process.pid}.${Date.now()}`;
  await buildExamples({ path: mine, today });
  fs.renameSync(mine, file);
  for (const f of fs.readdirSync(CACHE_DIR)) {
    if (f.startsWith('examples-') && !file.endsWith(f) && !f.includes('.duckdb.'))
      fs.rmSync(path.join(CACHE_DIR, f), { force: true });
  }
  return file;
}
