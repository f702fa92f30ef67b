import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { mintGuestToken, seedEmbedding } from '../integration/dashboard/guest-token.test-support.ts';
import { RESULTS_DIR, useE2E } from './use-e2e.test-support.ts';

const e2e = useE2E({ examples: true, config: { featureFlags: { EMBEDDED_SUPERSET: true } } });

/**
 * A host page on another origin doing what `@superset-ui/embedded-sdk` 0.4.0 does
 * (embedded-sdk.md §1): the sandboxed iframe on `/embedded/<uuid>?uiConfig=…`, a MessageChannel
 * posted with `{type: "__embedded_comms__", handshake: "port transfer"}` to Loupe's origin on
 * load, the token emitted as `guestToken`, then switchboard gets with the SDK's message ids.
 */
function hostPage(loupe: string, uuid: string, token: string): string {
  return `<!doctype html><html><head><title>Host</title><style>
body{margin:0;font-family:sans-serif;background:#eef}#mount iframe{width:900px;height:600px;border:1px solid #889}
</style></head><body><h1>Host application</h1><div id="mount"></div><script>
const domain = ${JSON.stringify(loupe)};
const iframe = document.createElement('iframe');
iframe.sandbox.add('allow-same-origin','allow-scripts','allow-presentation','allow-downloads','allow-forms','allow-popups');
iframe.title = 'Embedded Dashboard';
iframe.allow = 'fullscreen; clipboard-write';
let n = 0; const pending = new Map(); let port = null;
window.sdkReady = new Promise((resolve) => {
  iframe.addEventListener('load', () => {
    const ch = new MessageChannel();
    iframe.contentWindow.postMessage({ type: '__embedded_comms__', handshake: 'port transfer' }, domain, [ch.port2]);
    if (port) return;
    port = ch.port1;
    port.onmessage = (e) => {
      const m = e.data;
      if (m.switchboardAction === 'reply') { pending.get(m.messageId)?.resolve(m.result); }
      else if (m.switchboardAction === 'error') { pending.get(m.messageId)?.reject(new Error(m.error)); }
      else if (m.switchboardAction === 'get' && m.method === 'resolvePermalinkUrl')
        port.postMessage({ switchboardAction: 'reply', messageId: m.messageId, result: null });
    };
    port.postMessage({ switchboardAction: 'emit', method: 'guestToken', args: { guestToken: ${JSON.stringify(token)} } });
    resolve(true);
  });
});
window.sdkGet = (method, args) => new Promise((resolve, reject) => {
  const messageId = 'm_superset-embedded-sdk_' + (++n);
  pending.set(messageId, { resolve, reject });
  port.postMessage({ switchboardAction: 'get', method, messageId, args });
});
iframe.src = domain + '/embedded/${uuid}?uiConfig=1&expand_filters=false';
document.getElementById('mount').replaceChildren(iframe);
</script></body></html>`;
}

let host: http.Server | null = null;
afterAll(() => new Promise<void>((r) => (host ? host.close(() => r()) : r())));

async function serveHost(html: () => string): Promise<string> {
  host = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html()));
  await new Promise<void>((r) => host!.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
}

async function frameText(page: Page): Promise<string> {
  const frame = page.frames().find((f) => f.url().includes('/embedded/'))!;
  await frame.waitForSelector('[data-test="embedded-dashboard"]', { timeout: 20_000 });
  return frame.locator('[data-test="embedded-dashboard"]').innerText();
}

describe('an embedded dashboard on another site', () => {
  it('is framed by a host on an allowed origin, takes its port and guest token, and answers the SDK', async () => {
    let html = '';
    const origin = await serveHost(() => html);
    const rig = await seedEmbedding(e2e.loupe, [origin]);
    const minted = await mintGuestToken(rig, {
      resources: [{ type: 'dashboard', id: rig.uuid }],
      rls: [{ dataset: rig.birthNamesId, clause: "gender = 'girl'" }],
    });
    html = hostPage(e2e.url, rig.uuid, minted.token);

    for (const scheme of ['light', 'dark'] as const) {
      const page = await e2e.newPage({ colorScheme: scheme });
      await page.goto(`${origin}/`);
      await page.evaluate(() => (window as unknown as { sdkReady: Promise<boolean> }).sdkReady);
      expect(await frameText(page)).toContain(`${rig.dashboardId}`);
      const get = (method: string, args?: unknown) =>
        page.evaluate(
          ([m, a]) => (window as unknown as { sdkGet(m: unknown, a: unknown): Promise<unknown> }).sdkGet(m, a),
          [method, args] as const,
        );
      const size = (await get('getScrollSize')) as { width: number; height: number };
      expect(size.width).toBeGreaterThan(0);
      expect(size.height).toBeGreaterThan(0);
      expect(await get('getActiveTabs')).toEqual([]);
      expect(await get('getDataMask')).toEqual({});
      await expect(get('getSomethingElse')).rejects.toThrow('[superset] Method "getSomethingElse" is not defined');
      await page.screenshot({ path: `${RESULTS_DIR}/embedded-dashboard-${scheme}.png` });
    }
  }, 120_000);
});
