const CLEAR = '\r\x1b[2K';

export function elapsedText(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

/**
 * One live line on standard error while a query runs and its rows arrive ("12,345 rows · 1.2 s"),
 * drawn only when standard error is a terminal. Rows printed to the same terminal on standard
 * output would interleave with it, so the line is wiped before each write of rows and redrawn
 * after, at most ten times a second.
 */
export class ProgressLine {
  private shown = false;
  private lastDraw = 0;
  private rows = 0;
  private phase = 'running…';

  private constructor(
    private readonly stream: NodeJS.WritableStream,
    private readonly started: number,
    private readonly now: () => number,
  ) {}

  /** A progress line on `stream` when it is a terminal, else null. */
  static on(stream: NodeJS.WritableStream, now: () => number = Date.now): ProgressLine | null {
    return (stream as NodeJS.WriteStream).isTTY === true ? new ProgressLine(stream, now(), now) : null;
  }

  running(): void {
    this.phase = 'running…';
    this.draw(true);
  }

  receiving(rows: number): void {
    this.rows = rows;
    this.phase = '';
    this.draw(false);
  }

  /** Wipes the line (before rows are written to the terminal). */
  hide(): void {
    if (!this.shown) return;
    this.stream.write(CLEAR);
    this.shown = false;
  }

  /** Redraws the line after a hide, whatever the throttle says. */
  show(): void {
    this.draw(true);
  }

  elapsed(): number {
    return this.now() - this.started;
  }

  text(): string {
    const time = elapsedText(this.elapsed());
    return this.phase
      ? `${this.phase} ${time}`
      : `${this.rows.toLocaleString('en-US')} ${this.rows === 1 ? 'row' : 'rows'} · ${time}`;
  }

  private draw(force: boolean): void {
    const t = this.now();
    if (!force && this.shown && t - this.lastDraw < 100) return;
    this.lastDraw = t;
    this.stream.write(`${CLEAR}${this.text()}`);
    this.shown = true;
  }
}
