import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WEB_PAGES } from '../../server/host/web-assets.ts';
import { useE2E } from './use-e2e.test-support.ts';

const e2e = useE2E({ examples: true });

/** Relative luminance (0 black … 1 white) of a computed `rgb(…)` colour. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).map(Number).map((c) => {
    const s = c! / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

async function colours(page: Page) {
  return page.evaluate(() => {
    const nav = document.querySelector('.top-nav');
    return {
      body: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.body).color,
      nav: nav ? getComputedStyle(nav).backgroundColor : null,
      theme: document.documentElement.dataset.theme,
    };
  });
}

const concrete = (url: string) => url.replace(':idOrSlug', '1');

describe('the dark theme', () => {
  it('applies to every page once picked in the user menu, and is remembered', async () => {
    const page = await e2e.newPage({ colorScheme: 'light' });
    await e2e.login(page);
    expect(luminance((await colours(page)).body)).toBeGreaterThan(0.8);

    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await page.keyboard.press('Escape');
    expect((await colours(page)).theme).toBe('dark');

    for (const { url } of WEB_PAGES) {
      await page.goto(concrete(url));
      await page.locator('.top-nav').waitFor();
      await page.locator('.page-loading').waitFor({ state: 'detached' });
      const c = await colours(page);
      expect(c.theme, url).toBe('dark');
      expect(luminance(c.body), `${url} body ${c.body}`).toBeLessThan(0.05);
      expect(luminance(c.nav!), `${url} nav ${c.nav}`).toBeLessThan(0.05);
      expect(luminance(c.text), `${url} text ${c.text}`).toBeGreaterThan(0.6);
    }

    // The sign-in page wears the same theme.
    await page.goto('/logout/');
    expect(new URL(page.url()).pathname).toBe('/login/');
    const login = await page.evaluate(() => ({
      body: getComputedStyle(document.body).backgroundColor,
      card: getComputedStyle(document.querySelector('main')!).backgroundColor,
    }));
    expect(luminance(login.body)).toBeLessThan(0.05);
    expect(luminance(login.card)).toBeLessThan(0.05);
  });

  it('follows the system preference until the user picks a theme', async () => {
    const page = await e2e.newPage({ colorScheme: 'dark' });
    await page.goto('/login/');
    expect(luminance(await page.evaluate(() => getComputedStyle(document.body).backgroundColor))).toBeLessThan(0.05);
    await e2e.login(page);
    const c = await colours(page);
    expect(c.theme).toBe('dark');
    expect(luminance(c.nav!)).toBeLessThan(0.05);

    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await page.reload();
    await page.locator('.top-nav').waitFor();
    const after = await colours(page);
    expect(after.theme).toBe('light');
    expect(luminance(after.body)).toBeGreaterThan(0.8);
  });
});
