/** Anything registered with the kernel hands back one of these; shutdown calls them in reverse. */
export interface Disposable {
  dispose(): void | Promise<void>;
}

export function toDisposable(fn: () => void | Promise<void>): Disposable {
  let done = false;
  return {
    dispose() {
      if (done) return;
      done = true;
      return fn();
    },
  };
}

/**
 * Collects disposables and disposes them last-in first-out. Every disposable runs even when an
 * earlier one throws; the failures are reported together afterwards.
 */
export class DisposableStack implements Disposable {
  private readonly items: Disposable[] = [];
  private disposed = false;

  add<T extends Disposable>(item: T): T {
    if (this.disposed) throw new Error('DisposableStack is already disposed');
    this.items.push(item);
    return item;
  }

  defer(fn: () => void | Promise<void>): void {
    this.add(toDisposable(fn));
  }

  get size(): number {
    return this.items.length;
  }

  async dispose(): Promise<void> {
    if (this.disposed) return;
    this.disposed = true;
    const errors: unknown[] = [];
    while (this.items.length > 0) {
      const item = this.items.pop()!;
      try {
        await item.dispose();
      } catch (err) {
        errors.push(err);
      }
    }
    if (errors.length === 1) throw errors[0];
    if (errors.length > 1) throw new AggregateError(errors, `${errors.length} disposables failed`);
  }
}
