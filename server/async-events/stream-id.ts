/**
 * Redis stream entry ids (`<ms>-<seq>`), which the async events API hands out and takes back as
 * `last_id`. The in-process stream makes ids of the same form so clients see no difference.
 */
export const STREAM_ID_PATTERN = /^(\d{1,16})-(\d{1,16})$/;

export function isStreamId(text: string): boolean {
  return STREAM_ID_PATTERN.test(text);
}

function parts(id: string): [bigint, bigint] {
  const m = STREAM_ID_PATTERN.exec(id);
  if (!m) throw new Error(`not a stream id: ${id}`);
  return [BigInt(m[1]!), BigInt(m[2]!)];
}

/** Negative, zero or positive as `a` sorts before, with or after `b`. */
export function compareStreamIds(a: string, b: string): number {
  const [am, as] = parts(a);
  const [bm, bs] = parts(b);
  if (am !== bm) return am < bm ? -1 : 1;
  return as === bs ? 0 : as < bs ? -1 : 1;
}

/** Makes ids that always grow, even when the clock stands still or steps back. */
export class StreamIdGenerator {
  private lastMs = 0;
  private seq = 0;

  next(now = Date.now()): string {
    if (now > this.lastMs) {
      this.lastMs = now;
      this.seq = 0;
    } else {
      this.seq += 1;
    }
    return `${this.lastMs}-${this.seq}`;
  }
}
