import { describe, expect, it } from 'vitest';
import { useE2E } from './use-e2e.test-support.ts';

// Past the JSON display limit, the editor fetches every stored row as an Arrow stream and shows
// them as they arrive. A display limit of 500 makes a small query cross it.
const e2e = useE2E({ examples: true, config: { sqllabDisplayMaxRow: 500 } });

describe('SQL Lab results past the display limit', () => {
  it('streams all rows as Arrow and the grid reaches the last one', async () => {
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/sqllab/');
    await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 30_000 });
    await page.getByTestId('row-limit').selectOption('10000');
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type('SELECT i AS n, i * 2 AS twice FROM range(7000) t(i) ORDER BY i');
    await page.keyboard.press('Escape');
    const arrow = page.waitForResponse(
      (r) => r.url().includes('/api/v1/sqllab/results/') && (r.request().headers().accept ?? '').includes('arrow'),
    );
    await page.keyboard.press('Control+Enter');
    const res = await arrow;
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/vnd.apache.arrow.stream');
    await expect.poll(() => page.getByTestId('result-summary').innerText(), { timeout: 20_000 }).toBe('7,000 rows');
    // The last row is reachable in the grid.
    await page.getByTestId('result-grid').getByRole('grid').first().click();
    await page.keyboard.press('Control+End');
    await expect.poll(() => page.getByTestId('result-grid').innerText()).toContain('13998');
  });
});
