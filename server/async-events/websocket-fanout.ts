import type { FastifyBaseLogger } from 'fastify';
import type { Disposable } from '../../core/kernel/disposable.ts';
import type { AsyncEventBus } from './async-event-bus.ts';
import type { AsyncEvent } from './async-events.ts';
import { compareStreamIds } from './stream-id.ts';

/** The slice of a ws socket the fan-out uses. */
export interface EventSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  ping(): void;
  terminate(): void;
  on(event: 'close' | 'pong', listener: () => void): unknown;
}

const OPEN = 1;

interface Client {
  socket: EventSocket;
  /** Events that arrived live while the replay was being read. */
  buffer: AsyncEvent[] | null;
  lastSent: string | null;
  alive: boolean;
}

/**
 * The superset-websocket sidecar inside each web node: sockets are registered under the channel
 * of their async-token, every event of the bus goes to the sockets of its channel as a text frame
 * of the polling shape, a `last_id` replays the channel's stream first, and sockets that stop
 * answering pings are dropped.
 */
export class WebSocketFanout {
  private readonly channels = new Map<string, Set<Client>>();
  private subscription: Disposable | null = null;
  private starting: Promise<void> | null = null;
  private pinger: NodeJS.Timeout | null = null;

  constructor(
    private readonly bus: AsyncEventBus,
    private readonly logger: FastifyBaseLogger,
    private readonly pingIntervalMs = 30_000,
  ) {}

  /** Subscribes to the bus (once) and, on Redis, waits until the firehose is followed. */
  start(): Promise<void> {
    this.starting ??= (async () => {
      this.subscription = this.bus.subscribe((e) => this.deliver(e));
      const follow = (this.bus as { follow?: () => Promise<void> }).follow;
      if (follow) await follow.call(this.bus);
      this.pinger = setInterval(() => this.pingAll(), this.pingIntervalMs);
      this.pinger.unref();
    })();
    return this.starting;
  }

  get socketCount(): number {
    let n = 0;
    for (const set of this.channels.values()) n += set.size;
    return n;
  }

  async add(socket: EventSocket, channelId: string, lastId: string | null): Promise<void> {
    const client: Client = { socket, buffer: lastId ? [] : null, lastSent: lastId, alive: true };
    let set = this.channels.get(channelId);
    if (!set) this.channels.set(channelId, (set = new Set()));
    set.add(client);
    socket.on('pong', () => (client.alive = true));
    socket.on('close', () => {
      set.delete(client);
      if (set.size === 0 && this.channels.get(channelId) === set) this.channels.delete(channelId);
    });
    await this.start();
    if (!lastId) return;
    try {
      let after = lastId;
      for (;;) {
        const page = await this.bus.read(channelId, after);
        for (const e of page) this.send(client, e);
        if (page.length < 100) break;
        after = page[page.length - 1]!.id;
      }
    } catch (err) {
      this.logger.warn({ err }, 'could not replay async events to a socket');
    }
    const buffered = client.buffer ?? [];
    client.buffer = null;
    for (const e of buffered) this.send(client, e);
  }

  async close(): Promise<void> {
    if (this.pinger) clearInterval(this.pinger);
    await this.subscription?.dispose();
    for (const set of this.channels.values()) for (const c of set) c.socket.close(1001, 'Server stopping');
    this.channels.clear();
  }

  private deliver(e: AsyncEvent): void {
    const set = this.channels.get(e.channel_id);
    if (!set) return;
    for (const client of set) {
      if (client.buffer) client.buffer.push(e);
      else this.send(client, e);
    }
  }

  private send(client: Client, e: AsyncEvent): void {
    if (client.socket.readyState !== OPEN) return;
    if (client.lastSent && compareStreamIds(e.id, client.lastSent) <= 0) return;
    client.lastSent = e.id;
    client.socket.send(JSON.stringify(e));
  }

  private pingAll(): void {
    for (const set of this.channels.values()) {
      for (const client of set) {
        if (!client.alive) {
          client.socket.terminate();
          continue;
        }
        client.alive = false;
        client.socket.ping();
      }
    }
  }
}
