/** Value normalisation shared by every connector (see QueryResult). */
export function normalizeValue(v: unknown): unknown {
  if (v === null || v === undefined) return null;
  switch (typeof v) {
    case 'number':
      return Number.isFinite(v) ? v : null;
    case 'bigint':
      return v <= BigInt(Number.MAX_SAFE_INTEGER) && v >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(v) : v.toString();
    case 'string':
    case 'boolean':
      return v;
    case 'object':
      if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.getTime();
      if (v instanceof Uint8Array || Buffer.isBuffer(v)) return '[bytes]';
      if (Array.isArray(v)) return v.map(normalizeValue);
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, normalizeValue(x)]));
    default:
      return String(v);
  }
}

/** Normalises rows that belong to the caller (fresh from a driver) in place: no second copy of a large result. */
export function normalizeRowsInPlace(rows: unknown[][]): unknown[][] {
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    for (let c = 0; c < row.length; c++) {
      const v = row[c];
      // Strings and finite numbers (most values) stay as they are.
      if (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) continue;
      row[c] = normalizeValue(v);
    }
  }
  return rows;
}

/** Normalises a column of values fresh from a driver in place (see normalizeRowsInPlace). */
export function normalizeColumnInPlace(values: unknown[]): unknown[] {
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) continue;
    values[i] = normalizeValue(v);
  }
  return values;
}

/** A naive timestamp text (no zone) read as UTC, as epoch milliseconds. */
export function naiveTimestampToMs(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?$/.exec(text.trim());
  if (!m) {
    const t = Date.parse(text);
    return Number.isNaN(t) ? null : t;
  }
  const ms = m[7] ? Number(m[7].slice(0, 3).padEnd(3, '0')) : 0;
  return Date.UTC(
    Number(m[1]),
    Number(m[2]) - 1,
    Number(m[3]),
    Number(m[4] ?? 0),
    Number(m[5] ?? 0),
    Number(m[6] ?? 0),
    ms,
  );
}

/** Numbers given as text by a driver (DECIMAL, BIGINT) as numbers when exact enough. */
export function numericText(text: string): number | string {
  const n = Number(text);
  if (!Number.isFinite(n)) return text;
  if (/^-?\d+$/.test(text) && !Number.isSafeInteger(n)) return text;
  return n;
}

/** Runs `fn` with an AbortSignal that fires on the caller's signal or the timeout. */
export function withDeadline(opts: { signal?: AbortSignal; timeoutMs?: number }): {
  signal: AbortSignal;
  timedOut: () => boolean;
  done: () => void;
} {
  const ctrl = new AbortController();
  let expired = false;
  const onAbort = () => ctrl.abort();
  if (opts.signal) {
    if (opts.signal.aborted) ctrl.abort();
    else opts.signal.addEventListener('abort', onAbort, { once: true });
  }
  const timer =
    opts.timeoutMs && opts.timeoutMs > 0 ? setTimeout(() => ((expired = true), ctrl.abort()), opts.timeoutMs) : null;
  return {
    signal: ctrl.signal,
    timedOut: () => expired,
    done: () => {
      if (timer) clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
    },
  };
}
