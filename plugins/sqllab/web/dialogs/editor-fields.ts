/**
 * What the SQL Lab dialogs need of a query tab and its database. The editor screen hands a
 * snapshot of its tab in this shape; the dialogs never write the editor's store themselves, they
 * report back through `onSaved` (a saved query becomes the tab's remoteId).
 */
export interface DialogEditor {
  /** The tab's id (query editor id). */
  id: string;
  name: string;
  dbId: number | null;
  catalog?: string | null;
  schema: string | null;
  sql: string;
  /** The text selected in the editor, if any. */
  selectedText?: string | null;
  /** Template parameters as JSON text. */
  templateParams?: string | null;
  /** The saved query this tab is tied to. */
  remoteId?: number | null;
  /** The saved query's description, when known. */
  description?: string | null;
  autorun?: boolean;
}

/** The database entry of the SQL Lab bootstrap (reference §5.5) or of /api/v1/database/. */
export interface DialogDatabase {
  id: number;
  database_name?: string;
  backend?: string;
  allows_cost_estimate?: boolean;
  allow_run_async?: boolean;
  /** JSON text (or the parsed object) of the database's extra. */
  extra?: string | Record<string, unknown> | null;
}

/** A saved query was created or updated: the tab takes its id and name. */
export type OnSaved = (saved: { remoteId: number; name: string; description: string }) => void | Promise<void>;

/** The SQL a dialog acts on: the selection when there is one, otherwise the whole text (spec §5). */
export function sqlOfEditor(editor: Pick<DialogEditor, 'sql' | 'selectedText'>): string {
  const selected = editor.selectedText?.trim();
  return selected ? editor.selectedText! : editor.sql;
}

/** Template parameters parsed as JSON (spec §5); an empty text is `{}`, bad JSON throws. */
export function parseTemplateParams(text: string | null | undefined): Record<string, unknown> {
  if (!text || !text.trim()) return {};
  const parsed: unknown = JSON.parse(text);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error('Template parameters must be a JSON object');
  return parsed as Record<string, unknown>;
}

function extraOf(db: DialogDatabase): Record<string, unknown> {
  if (!db.extra) return {};
  if (typeof db.extra === 'object') return db.extra;
  try {
    const parsed: unknown = JSON.parse(db.extra);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Engines whose EXPLAIN Loupe turns into a cost estimate. */
const ESTIMATING_BACKENDS = new Set(['postgresql', 'mysql', 'duckdb', 'sqlite']);

/**
 * Superset shows "Estimate cost" only for databases that allow it: the database API's
 * `allows_cost_estimate` when the entry carries it, else `cost_estimate_enabled` in its extra on
 * an engine Loupe can estimate for.
 */
export function allowsCostEstimate(db: DialogDatabase | null | undefined): boolean {
  if (!db) return false;
  if (typeof db.allows_cost_estimate === 'boolean') return db.allows_cost_estimate;
  return extraOf(db).cost_estimate_enabled === true && (!db.backend || ESTIMATING_BACKENDS.has(db.backend));
}
