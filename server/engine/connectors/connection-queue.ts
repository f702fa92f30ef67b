/**
 * A fixed-size pool of engine connections: created lazily, handed out first come first served,
 * and closed together. Used where the driver has no pool of its own (DuckDB).
 */
export class ConnectionQueue<C> {
  private readonly idle: C[] = [];
  private readonly all: C[] = [];
  private readonly waiting: { resolve: (c: C) => void; reject: (e: unknown) => void }[] = [];
  private creating = 0;
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly create: () => Promise<C>,
    private readonly destroy: (c: C) => void,
  ) {}

  async acquire(): Promise<C> {
    if (this.closed) throw new Error('The connection pool is closed');
    const free = this.idle.pop();
    if (free) return free;
    if (this.all.length + this.creating < this.size) {
      this.creating++;
      try {
        const c = await this.create();
        this.all.push(c);
        return c;
      } finally {
        this.creating--;
      }
    }
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  release(c: C): void {
    const next = this.waiting.shift();
    if (next) next.resolve(c);
    else this.idle.push(c);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.waiting.splice(0)) w.reject(new Error('The connection pool is closed'));
    for (const c of this.all.splice(0)) {
      try {
        this.destroy(c);
      } catch {
        // already gone
      }
    }
    this.idle.length = 0;
  }
}
