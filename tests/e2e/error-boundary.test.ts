import { describe, expect, it } from 'vitest';
import { useE2E } from './use-e2e.test-support.ts';

const e2e = useE2E();

describe('the error boundary', () => {
  it("shows 'Unexpected error' with the error text and stack when a page fails to render", async () => {
    // React reports the caught error on the console: expected here, and only here.
    const page = await e2e.newPage({ allowConsole: [/page chunk exploded/, /above error occurred/] });
    await e2e.login(page);
    // Every chunk asked for from now on (the next page's) throws while it loads.
    await page.route('**/static/assets/chunk-*.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("page chunk exploded");' }),
    );
    await page.getByRole('link', { name: 'Charts' }).click();
    const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Unexpected error' }) });
    await alert.getByRole('heading', { name: 'Unexpected error' }).waitFor();
    expect(await alert.textContent()).toContain('page chunk exploded');
    expect(await alert.locator('pre').textContent()).toMatch(/Error: page chunk exploded\n\s+at /);
    // The rest of the app keeps working: the navigation stays, and leaving the page clears it.
    await page.unroute('**/static/assets/chunk-*.js');
    await page.getByRole('button', { name: 'Data' }).click();
    await page.getByRole('menuitem', { name: 'Databases' }).click();
    await page.waitForURL('**/databaseview/list/');
    await alert.getByRole('heading', { name: 'Unexpected error' }).waitFor({ state: 'detached' });
  });

  it('shows a not-found page for an address no page answers', async () => {
    const page = await e2e.newPage();
    await e2e.login(page);
    await page.evaluate(() => {
      history.pushState(null, '', '/superset/welcome/nowhere/');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found · Loupe');
  });
});
