import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD } from '../harness/boot-loupe.ts';
import { useE2E } from './use-e2e.test-support.ts';

const e2e = useE2E({ examples: true });

describe('signing in', () => {
  it('sends an anonymous visitor of a page to /login/ and lands on /superset/welcome/ after login', async () => {
    const page = await e2e.newPage();
    await page.goto('/superset/welcome/');
    expect(new URL(page.url()).pathname).toBe('/login/');
    await e2e.login(page);
    expect(new URL(page.url()).pathname).toBe('/superset/welcome/');
    await expect(page.title()).resolves.toMatch(/· Loupe$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Loupe' }).waitFor();
  });

  it('returns to the page asked for (next=…) after login', async () => {
    const page = await e2e.newPage();
    await page.goto('/chart/list/');
    expect(page.url()).toContain('/login/?next=%2Fchart%2Flist%2F');
    await e2e.login(page);
    expect(new URL(page.url()).pathname).toBe('/chart/list/');
    await page.getByRole('heading', { name: 'Charts', level: 1 }).waitFor();
  });

  it('stays on Loupe when next= is a path a browser reads as another site (/<tab>/evil.example)', async () => {
    const page = await e2e.newPage();
    // Were the browser sent there, it would land on this page instead of a failed lookup.
    await page
      .context()
      .route(/^https?:\/\/evil\.example\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>evil</title>' }),
      );
    await page.goto(`/login/?next=${encodeURIComponent('/\t/evil.example')}`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await Promise.all([
      page.waitForURL((u) => !u.pathname.startsWith('/login/')),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    expect(new URL(page.url()).origin).toBe(new URL(e2e.url).origin);
    expect(new URL(page.url()).pathname).toBe('/superset/welcome/');
    await page.locator('.top-nav').waitFor();
  });

  it('shows a wrong password as an error on the form', async () => {
    const page = await e2e.newPage();
    await page.goto('/login/');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Invalid login. Please try again.');
  });

  it('logs out from the user menu', async () => {
    const page = await e2e.newPage();
    await e2e.login(page);
    await page.getByRole('button', { name: /^User menu/ }).click();
    await Promise.all([page.waitForURL('**/login/'), page.getByRole('menuitem', { name: 'Log out' }).click()]);
    await page.goto('/superset/welcome/');
    expect(new URL(page.url()).pathname).toBe('/login/');
  });
});
