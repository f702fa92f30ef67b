import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_CHARTS } from '../../fixtures/example-charts/index.ts';
import { useE2E } from './use-e2e.test-support.ts';

// Issue 12 "Done means": in Chromium every catalogue chart draws from the examples, light and dark.
// One gallery page per theme, scrolled card by card (a card queries when it comes into view): no
// card may show an error, the empty message or stay loading, each must draw something (painted
// canvas pixels, SVG shapes, table cells or text), and a click in the middle of each chart (no
// cross-filters on the gallery) must throw nothing. The harness fails the test on any console
// error, uncaught error, 5xx or CSP violation (e.g. a template compiled with eval).
const e2e = useE2E({ examples: true });

interface CardResult {
  state: 'drawn' | 'loading' | 'error' | 'empty' | 'blank';
  detail: string;
}

/** What the card's chart host shows now: a message state, or whether something was drawn. */
function inspectCard(card: Locator): Promise<CardResult> {
  return card.evaluate((el): CardResult => {
    const host = el.querySelector('.chart-host');
    if (!host) return { state: 'loading', detail: 'no chart host yet' };
    const message = host.querySelector('[data-chart-state]');
    if (message) {
      return {
        state: message.getAttribute('data-chart-state') as CardResult['state'],
        detail: message.textContent ?? '',
      };
    }
    for (const canvas of host.querySelectorAll('canvas')) {
      if (canvas.width === 0 || canvas.height === 0) continue;
      const ctx = canvas.getContext('2d', { willReadFrequently: true });
      const pixels = ctx?.getImageData(0, 0, canvas.width, canvas.height).data;
      if (pixels?.some((v, i) => i % 4 === 3 && v > 0)) return { state: 'drawn', detail: 'canvas' };
    }
    if (host.querySelector('svg path, svg rect, svg circle, svg text')) return { state: 'drawn', detail: 'svg' };
    if (host.querySelector('table td, table th')) return { state: 'drawn', detail: 'table' };
    if ((host.textContent ?? '').trim().length > 0) return { state: 'drawn', detail: 'text' };
    return { state: 'blank', detail: 'nothing drawn' };
  });
}

async function waitUntilSettled(page: Page, card: Locator, label: string): Promise<CardResult> {
  const deadline = Date.now() + 20_000;
  let result = await inspectCard(card);
  // 'blank' is transient too: an ECharts canvas paints on its next animation frame
  while ((result.state === 'loading' || result.state === 'blank') && Date.now() < deadline) {
    await page.waitForTimeout(100);
    result = await inspectCard(card);
  }
  return { ...result, detail: `${label}: ${result.detail}` };
}

async function openGallery(theme: 'light' | 'dark'): Promise<Page> {
  const page = await e2e.newPage({ colorScheme: theme });
  await e2e.login(page, undefined, undefined, '/chart/gallery/');
  await page.getByTestId('gallery-card').first().waitFor();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
  return page;
}

describe('the chart gallery in Chromium', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`draws every example chart in the ${theme} theme`, { timeout: 240_000 }, async () => {
      const page = await openGallery(theme);
      const cards = page.getByTestId('gallery-card');
      expect(await cards.count()).toBe(EXAMPLE_CHARTS.length);

      const problems: string[] = [];
      for (let i = 0; i < EXAMPLE_CHARTS.length; i++) {
        const card = cards.nth(i);
        const example = EXAMPLE_CHARTS[i]!;
        expect(await card.getAttribute('data-viz-type')).toBe(example.viz_type);
        await card.scrollIntoViewIfNeeded();
        const result = await waitUntilSettled(page, card, `${example.viz_type} "${example.slice_name}"`);
        if (result.state !== 'drawn') {
          problems.push(`${result.state} — ${result.detail}`);
          continue;
        }
        // A click on the chart (a bar, a slice, a cell…) with cross-filters off: nothing may throw.
        const box = await card.locator('.chart-host').boundingBox();
        if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      }
      expect(problems).toEqual([]);
    });
  }
});
