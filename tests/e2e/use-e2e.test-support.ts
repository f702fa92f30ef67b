import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, type TestContext } from 'vitest';
import { ADMIN_PASSWORD, bootLoupe, type BootedLoupe, type BootOptions } from '../harness/boot-loupe.ts';
import { launchBrowser } from './browser.test-support.ts';

export const RESULTS_DIR = path.resolve(import.meta.dirname, '../../test-results');

export interface E2E {
  /** The booted Loupe (its base URL, its services). */
  readonly loupe: BootedLoupe;
  readonly url: string;
  readonly browser: Browser;
  /**
   * A fresh browser context and page for this test, watched: a console error, an uncaught page
   * error or any 5xx response fails the test (after it ran) unless it matches `allowConsole`.
   * Chromium's own line for a 4xx response is not counted (the API answers 4xx by design).
   * A Content-Security-Policy violation always fails it (`allowConsole` cannot excuse one).
   */
  newPage(opts?: { allowConsole?: RegExp[]; colorScheme?: 'light' | 'dark' }): Promise<Page>;
  /** The CSP violations this page reported so far, taken: they no longer fail the test. */
  takeCspViolations(page: Page): Promise<string[]>;
  /** Signs in through the /login/ form (the one showing, or a fresh one) and waits for the app. */
  login(page: Page, username?: string, password?: string, next?: string): Promise<void>;
}

interface Watched {
  context: BrowserContext;
  page: Page;
  problems: string[];
  /** CSP violations: `securitypolicyviolation` events of any document, and Chromium's console line. */
  csp: string[];
}

const CLIENT_ERROR_LOAD = /^Failed to load resource: the server responded with a status of 4\d\d\b/;
/**
 * Chromium's console line for a CSP violation (also what a worker's shows as): "Refused to load …
 * because it violates the following Content Security Policy directive", or in newer versions
 * "Executing inline script violates the following Content Security Policy directive …".
 */
const CSP_REFUSED = /violates the following Content Security Policy directive/;
const CSP_BINDING = '__loupeCspViolation';

/**
 * In every document of the context, before its own scripts: each CSP violation is reported to
 * the test through a binding (a console line alone would not name the directive and the source).
 */
const CSP_LISTENER = `document.addEventListener('securitypolicyviolation', (e) => {
  window.${CSP_BINDING}?.([e.effectiveDirective, e.blockedURI || 'inline', e.sourceFile + ':' + e.lineNumber, e.sample].join(' | '));
});`;

const slug = (s: string) =>
  s
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);

/**
 * One Loupe and one Chromium per test file (booted in beforeAll, closed in afterAll), a fresh
 * context per test. After each test: a screenshot under test-results/ when it failed, and a
 * failure when the page logged a console error or got a 5xx response.
 */
export function useE2E(opts: BootOptions = {}): E2E {
  let loupe: BootedLoupe;
  let browser: Browser;
  let current: Watched[] = [];

  beforeAll(async () => {
    [loupe, browser] = await Promise.all([bootLoupe(opts), launchBrowser()]);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await loupe?.close();
  });

  afterEach(async (ctx: TestContext) => {
    const watched = current;
    current = [];
    const problems = watched.flatMap((w) => [...w.problems, ...w.csp]);
    const failed = ctx.task.result?.state === 'fail' || problems.length > 0;
    if (failed) {
      fs.mkdirSync(RESULTS_DIR, { recursive: true });
      for (const [i, w] of watched.entries()) {
        const file = path.join(
          RESULTS_DIR,
          `${slug(`${path.basename(ctx.task.file?.name ?? 'e2e')}-${ctx.task.name}`)}${i ? `-${i}` : ''}.png`,
        );
        await w.page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      }
    }
    await Promise.all(watched.map((w) => w.context.close().catch(() => undefined)));
    if (problems.length) throw new Error(`The browser reported problems:\n${problems.join('\n')}`);
  });

  const e2e: E2E = {
    get loupe() {
      return loupe;
    },
    get url() {
      return loupe.url;
    },
    get browser() {
      return browser;
    },
    async newPage({ allowConsole = [], colorScheme = 'light' } = {}) {
      const context = await browser.newContext({
        baseURL: loupe.url,
        viewport: { width: 1280, height: 800 },
        colorScheme,
      });
      const csp: string[] = [];
      await context.exposeBinding(CSP_BINDING, ({ page: from }, text: string) => {
        csp.push(`CSP violation on ${from.url()}: ${text}`);
      });
      await context.addInitScript(CSP_LISTENER);
      const page = await context.newPage();
      const w: Watched = { context, page, problems: [], csp };
      // Chromium logs every 4xx response as a console error; answering 4xx is normal API use
      // (validation, a failed connection test), and 5xx responses are caught below.
      const allowed = (text: string) => CLIENT_ERROR_LOAD.test(text) || allowConsole.some((re) => re.test(text));
      page.on('console', (msg) => {
        if (CSP_REFUSED.test(msg.text())) w.csp.push(`CSP violation (console) on ${page.url()}: ${msg.text()}`);
        else if (msg.type() === 'error' && !allowed(msg.text()))
          w.problems.push(`console error on ${page.url()}: ${msg.text()}`);
      });
      page.on('pageerror', (err) => {
        if (!allowed(String(err))) w.problems.push(`uncaught error on ${page.url()}: ${err.stack ?? err}`);
      });
      page.on('response', (res) => {
        if (res.status() >= 500) w.problems.push(`${res.status()} from ${res.request().method()} ${res.url()}`);
      });
      current.push(w);
      return page;
    },
    async takeCspViolations(page) {
      const w = current.find((x) => x.page === page);
      if (!w) throw new Error('takeCspViolations: not a page of this test (use e2e.newPage())');
      // Violations are reported asynchronously: let the page's pending reports arrive first.
      await page.evaluate(() => new Promise((r) => setTimeout(r, 50)));
      return w.csp.splice(0);
    },
    async login(page, username = 'admin', password = ADMIN_PASSWORD, next) {
      if (next !== undefined || !page.url().includes('/login/'))
        await page.goto(next ? `/login/?next=${encodeURIComponent(next)}` : '/login/');
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password').fill(password);
      await Promise.all([
        page.waitForURL((u) => !u.pathname.startsWith('/login/')),
        page.getByRole('button', { name: 'Sign in' }).click(),
      ]);
      await page.locator('.top-nav').waitFor();
    },
  };
  return e2e;
}
