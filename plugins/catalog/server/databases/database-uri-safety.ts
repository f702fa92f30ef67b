import fs from 'node:fs';
import path from 'node:path';
import type { LoupeConfig } from '../../../../server/config/config-schema.ts';
import { filePath } from '../../../../server/engine/connectors/registry.ts';
import { parseUri } from '../../../../server/engine/connectors/uri.ts';
import { badRequest } from '../../../../server/http/errors.ts';
import { sqliteMetadataFile } from '../../../../server/store/open-store.ts';

/** Where a new database connection may point, from the configuration. */
export interface DatabaseUriSafety {
  /** Superset's PREVENT_UNSAFE_DB_CONNECTIONS: SQLite and DuckDB (files on this server) are refused. */
  preventUnsafe: boolean;
  /** Loupe's data folder (its metadata, secret key, results): never a database, allowed or not. */
  dataDir: string;
  /** The metadata store's SQLite file, wherever it is. */
  metadataFile: string | null;
}

export function uriSafetyOf(
  config: Pick<LoupeConfig, 'preventUnsafeDbConnections' | 'dataDir' | 'metadataUrl'>,
): DatabaseUriSafety {
  return {
    preventUnsafe: config.preventUnsafeDbConnections,
    dataDir: config.dataDir,
    metadataFile: sqliteMetadataFile(config.metadataUrl, config.dataDir),
  };
}

/** The built-in `examples` database: made by Loupe in its data folder, the one file there it may query. */
export const examplesFileOf = (dataDir: string): string => path.join(dataDir, 'examples.duckdb');

/** Superset's words (analytics_db_safety.py); SQLite named by its SQLAlchemy dialect as Superset does. */
const UNSAFE_NAME = { sqlite: 'SQLiteDialect_pysqlite', duckdb: 'DuckDB' } as const;
export const unsafeMessage = (backend: keyof typeof UNSAFE_NAME) =>
  `${UNSAFE_NAME[backend]} cannot be used as a data source for security reasons.`;
export const DATA_FOLDER_MESSAGE = "A database cannot be a file in Loupe's own data folder.";

/**
 * Refuses, with Superset's 400 `{message: {sqlalchemy_uri: [...]}}`, a URI for a file on this
 * server when the configuration prevents them, and always one inside the data folder (or the
 * metadata store itself), except Loupe's own examples file. Symbolic links are followed.
 */
export function assertSafeDatabaseUri(uri: string, safety: DatabaseUriSafety): void {
  let parsed: ReturnType<typeof parseUri>;
  try {
    parsed = parseUri(uri);
  } catch (err) {
    throw badRequest({ sqlalchemy_uri: [(err as Error).message] });
  }
  if (parsed.backend !== 'sqlite' && parsed.backend !== 'duckdb') return;
  const file = filePath(parsed.database, safety.dataDir);
  const real = file === ':memory:' ? null : realPath(file);
  const isExamples = real !== null && real === realPath(examplesFileOf(safety.dataDir));
  if (isExamples) return;
  if (safety.preventUnsafe) throw badRequest({ sqlalchemy_uri: [unsafeMessage(parsed.backend)] });
  if (real === null) return;
  if (inside(real, realPath(safety.dataDir)) || (safety.metadataFile && sameFile(real, safety.metadataFile)))
    throw badRequest({ sqlalchemy_uri: [DATA_FOLDER_MESSAGE] });
}

/** The path with every existing part's links resolved (the file itself may not exist yet). */
function realPath(p: string): string {
  const abs = path.resolve(p);
  const rest: string[] = [];
  let dir = abs;
  for (;;) {
    try {
      return path.join(fs.realpathSync(dir), ...rest.reverse());
    } catch {
      const parent = path.dirname(dir);
      if (parent === dir) return abs;
      rest.push(path.basename(dir));
      dir = parent;
    }
  }
}

function inside(file: string, dir: string): boolean {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** Same path, or the same file under another name (a hard link). */
function sameFile(real: string, other: string): boolean {
  if (real === realPath(other)) return true;
  try {
    const a = fs.statSync(real);
    const b = fs.statSync(other);
    return a.dev === b.dev && a.ino === b.ino;
  } catch {
    return false;
  }
}
