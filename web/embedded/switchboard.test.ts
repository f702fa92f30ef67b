import { describe, expect, it } from 'vitest';
import { listenForPortTransfer, type EmbeddedWindow } from './embedded-comms.ts';
import type { Switchboard } from './switchboard.ts';

/**
 * The page's side of the protocol against a fake parent that does what the SDK 0.4.0 does
 * (embedded-sdk.md §1–2): a MessageChannel, the port transfer, then raw switchboard messages
 * with the SDK's own message ids, checked field by field.
 */
function fakeWindow() {
  const listeners: ((e: { data: unknown; origin: string; ports: readonly unknown[] }) => void)[] = [];
  const win: EmbeddedWindow = { addEventListener: (_t, l) => listeners.push(l) };
  const post = (data: unknown, origin: string, ports: unknown[] = []) =>
    listeners.forEach((l) => l({ data, origin, ports }));
  return { win, post };
}

/** The SDK's side: posts on port1, collects what the page answers. */
function fakeSdk() {
  const channel = new MessageChannel();
  const received: Record<string, unknown>[] = [];
  const waiters: ((m: Record<string, unknown>) => void)[] = [];
  channel.port1.onmessage = (e: MessageEvent) => {
    received.push(e.data as Record<string, unknown>);
    waiters.shift()?.(e.data as Record<string, unknown>);
  };
  let n = 0;
  return {
    port: channel.port2,
    received,
    next: () => new Promise<Record<string, unknown>>((r) => waiters.push(r)),
    get(method: string, args?: unknown) {
      const messageId = `m_superset-embedded-sdk_${++n}`;
      channel.port1.postMessage({ switchboardAction: 'get', method, messageId, args });
      return messageId;
    },
    /** A message exactly as given (the SDK's reply to the page's get). */
    raw: (message: unknown) => channel.port1.postMessage(message),
    emit(method: string, args: unknown) {
      channel.port1.postMessage({ switchboardAction: 'emit', method, args });
    },
    close: () => channel.port1.close(),
  };
}

const HOST = 'http://host.example:9000';

function connect(allowed: string[]) {
  const { win, post } = fakeWindow();
  const boards: Switchboard[] = [];
  listenForPortTransfer(win, allowed, (sb) => boards.push(sb));
  return { post, boards };
}

describe('the embedded page switchboard', () => {
  it('takes only the port transfer, from an allowed origin, once', () => {
    const { post, boards } = connect([HOST]);
    const sdk = fakeSdk();
    post({ type: 'something else', handshake: 'port transfer' }, HOST, [sdk.port]);
    post('__embedded_comms__', HOST, [sdk.port]);
    post({ type: '__embedded_comms__', handshake: 'port transfer' }, 'http://evil.example', [sdk.port]);
    post({ type: '__embedded_comms__', handshake: 'port transfer' }, HOST, []);
    expect(boards).toHaveLength(0);
    post({ type: '__embedded_comms__', handshake: 'port transfer' }, HOST, [sdk.port]);
    post({ type: '__embedded_comms__', handshake: 'port transfer' }, HOST, [fakeSdk().port]);
    expect(boards).toHaveLength(1);
    expect(boards[0]!.name).toBe('superset');
    sdk.close();
  });

  it("answers the SDK's gets with replies and unknown or failing methods with the library's error texts", async () => {
    const { post, boards } = connect([]);
    const sdk = fakeSdk();
    post({ type: '__embedded_comms__', handshake: 'port transfer' }, 'http://anywhere.example', [sdk.port]);
    const sb = boards[0]!;
    sb.defineMethod('getScrollSize', () => ({ width: 800, height: 1200 }));
    sb.defineMethod('getActiveTabs', async () => []);
    sb.defineMethod('getDataMask', () => {
      throw new Error('boom');
    });
    sb.start();

    const id1 = sdk.get('getScrollSize');
    expect(await sdk.next()).toEqual({
      switchboardAction: 'reply',
      messageId: id1,
      result: { width: 800, height: 1200 },
    });
    const id2 = sdk.get('getActiveTabs');
    expect(await sdk.next()).toEqual({ switchboardAction: 'reply', messageId: id2, result: [] });
    const id3 = sdk.get('getNothing');
    expect(await sdk.next()).toEqual({
      switchboardAction: 'error',
      messageId: id3,
      error: '[superset] Method "getNothing" is not defined',
    });
    const id4 = sdk.get('getDataMask');
    expect(await sdk.next()).toEqual({
      switchboardAction: 'error',
      messageId: id4,
      error: '[superset] Method "getDataMask" threw an error',
    });
    sdk.close();
  });

  it("receives emits (the guest token) and asks the host's methods (resolvePermalinkUrl)", async () => {
    const { post, boards } = connect([HOST]);
    const sdk = fakeSdk();
    post({ type: '__embedded_comms__', handshake: 'port transfer' }, HOST, [sdk.port]);
    const sb = boards[0]!;
    const tokens: unknown[] = [];
    sb.defineMethod('guestToken', (args) => tokens.push(args));
    // An emit sent before start() waits on the port, as the SDK's first token may.
    sdk.emit('guestToken', { guestToken: 'a.b.c' });
    sdk.emit('unknownEmit', {});
    sb.start();
    const asked = sb.get<string>('resolvePermalinkUrl', { key: 'abc' });
    const get = await sdk.next();
    expect(get).toEqual({
      switchboardAction: 'get',
      method: 'resolvePermalinkUrl',
      messageId: 'm_superset_1',
      args: { key: 'abc' },
    });
    sdk.raw({ switchboardAction: 'reply', messageId: 'm_superset_1', result: 'https://host/p/abc' });
    expect(await asked).toBe('https://host/p/abc');
    expect(tokens).toEqual([{ guestToken: 'a.b.c' }]);
    sdk.close();
  });
});
