import { toDisposable, type Disposable } from './disposable.ts';

/**
 * A typed extension point: plugins register values under unique keys and get a disposable that
 * takes them out again. Two plugins claiming one key is an error, never a silent override.
 */
export class Registry<T> {
  private readonly items = new Map<string, T>();
  private readonly listeners = new Set<() => void>();

  constructor(readonly name: string) {}

  register(key: string, value: T): Disposable {
    if (this.items.has(key)) throw new Error(`${this.name}: '${key}' is already registered`);
    this.items.set(key, value);
    this.changed();
    return toDisposable(() => {
      if (this.items.get(key) === value) {
        this.items.delete(key);
        this.changed();
      }
    });
  }

  get(key: string): T | undefined {
    return this.items.get(key);
  }

  require(key: string): T {
    const v = this.items.get(key);
    if (v === undefined) throw new Error(`${this.name}: nothing is registered as '${key}'`);
    return v;
  }

  has(key: string): boolean {
    return this.items.has(key);
  }

  keys(): string[] {
    return [...this.items.keys()];
  }

  values(): T[] {
    return [...this.items.values()];
  }

  entries(): [string, T][] {
    return [...this.items.entries()];
  }

  /** Calls `fn` after every change; returns a disposable that stops it. */
  subscribe(fn: () => void): Disposable {
    this.listeners.add(fn);
    return toDisposable(() => void this.listeners.delete(fn));
  }

  private changed(): void {
    for (const fn of this.listeners) fn();
  }
}
