/**
 * The switchboard protocol the embedding SDK speaks over a MessagePort (embedded-sdk.md §2):
 * `get` asks a method of the other side and waits for its `reply` (or `error`), `emit` sends
 * without an answer. Messages are plain objects (structured clone). Written after the protocol,
 * so Superset's `@superset-ui/switchboard` on the host side talks to it unchanged.
 */
export type SwitchboardMessage =
  | { switchboardAction: 'get'; method: string; messageId: string; args: unknown }
  | { switchboardAction: 'reply'; messageId: string; result: unknown }
  | { switchboardAction: 'error'; messageId: string; error: string }
  | { switchboardAction: 'emit'; method: string; args: unknown };

/** The part of a MessagePort the switchboard uses (a real port, or a test's fake). */
export interface PortLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  start(): void;
}

type Method = (args: unknown) => unknown;

function isMessage(data: unknown): data is SwitchboardMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { switchboardAction?: unknown }).switchboardAction === 'string'
  );
}

export class Switchboard {
  private readonly methods = new Map<string, Method>();
  private readonly pending = new Map<string, { resolve(v: unknown): void; reject(e: Error): void }>();
  private count = 0;

  constructor(
    private readonly port: PortLike,
    /** Names this side in message ids (`m_<name>_<n>`) and error texts (`[<name>] …`). */
    readonly name: string,
  ) {
    port.addEventListener('message', (event) => void this.receive(event.data));
  }

  /** Answers the other side's `get` and `emit` of `method`; the function may be async. */
  defineMethod(method: string, fn: Method): void {
    this.methods.set(method, fn);
  }

  /** Asks the other side; rejects with its error text. There is no timeout, as in the SDK. */
  get<T = unknown>(method: string, args?: unknown): Promise<T> {
    const messageId = `m_${this.name}_${++this.count}`;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(messageId, { resolve: resolve as (v: unknown) => void, reject });
      this.port.postMessage({ switchboardAction: 'get', method, messageId, args });
    });
  }

  emit(method: string, args?: unknown): void {
    this.port.postMessage({ switchboardAction: 'emit', method, args });
  }

  /** Starts delivery of the port's messages (those sent before were queued on it). */
  start(): void {
    this.port.start();
  }

  private async receive(data: unknown): Promise<void> {
    if (!isMessage(data)) return;
    switch (data.switchboardAction) {
      case 'get': {
        const fn = this.methods.get(data.method);
        if (!fn)
          return this.post({
            switchboardAction: 'error',
            messageId: data.messageId,
            error: `[${this.name}] Method "${data.method}" is not defined`,
          });
        try {
          const result = await fn(data.args);
          this.post({ switchboardAction: 'reply', messageId: data.messageId, result });
        } catch {
          this.post({
            switchboardAction: 'error',
            messageId: data.messageId,
            error: `[${this.name}] Method "${data.method}" threw an error`,
          });
        }
        return;
      }
      case 'emit': {
        const fn = this.methods.get(data.method);
        if (fn) {
          try {
            await fn(data.args);
          } catch {
            // An emit has no answer: a failing handler is the page's own business.
          }
        }
        return;
      }
      case 'reply':
      case 'error': {
        const waiting = this.pending.get(data.messageId);
        if (!waiting) return;
        this.pending.delete(data.messageId);
        if (data.switchboardAction === 'reply') waiting.resolve(data.result);
        else waiting.reject(new Error(data.error));
      }
    }
  }

  private post(message: SwitchboardMessage): void {
    this.port.postMessage(message);
  }
}
