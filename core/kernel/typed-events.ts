import { toDisposable, type Disposable } from './disposable.ts';

type Handler<T> = (payload: T) => void | Promise<void>;

/**
 * Events with a declared payload type per name. `emit` awaits every handler and reports their
 * failures together, so one broken listener neither hides others nor is lost.
 */
export class TypedEvents<Events extends Record<string, unknown>> {
  private readonly handlers = new Map<keyof Events, Set<Handler<never>>>();

  on<K extends keyof Events>(name: K, handler: Handler<Events[K]>): Disposable {
    let set = this.handlers.get(name);
    if (!set) {
      set = new Set();
      this.handlers.set(name, set);
    }
    set.add(handler as Handler<never>);
    return toDisposable(() => void set.delete(handler as Handler<never>));
  }

  async emit<K extends keyof Events>(name: K, payload: Events[K]): Promise<void> {
    const set = this.handlers.get(name);
    if (!set) return;
    const errors: unknown[] = [];
    for (const h of [...set]) {
      try {
        await (h as Handler<Events[K]>)(payload);
      } catch (err) {
        errors.push(err);
      }
    }
    if (errors.length === 1) throw errors[0];
    if (errors.length > 1) throw new AggregateError(errors, `${errors.length} handlers of '${String(name)}' failed`);
  }

  listenerCount<K extends keyof Events>(name: K): number {
    return this.handlers.get(name)?.size ?? 0;
  }
}
