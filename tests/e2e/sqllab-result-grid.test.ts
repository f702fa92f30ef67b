import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RESULTS_DIR, useE2E } from './use-e2e.test-support.ts';

// The result grid sizes its columns from their content: numbers are never cut, and a long value
// reads whole in the cell viewer.
const e2e = useE2E({ examples: true });

async function runSql(page: Page, sql: string): Promise<void> {
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type(sql);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+Enter');
  await page.getByTestId('result-grid').getByRole('gridcell').first().waitFor({ timeout: 30_000 });
}

describe('SQL Lab result grid', () => {
  it('shows whole numbers and the whole of a long value in the cell viewer', async () => {
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/sqllab/');
    await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 30_000 });

    await runSql(page, 'SELECT gender, COUNT(*) AS n FROM birth_names GROUP BY gender ORDER BY gender');
    const grid = page.getByTestId('result-grid');
    const nCells = grid.locator('[role="gridcell"][aria-colindex="3"]');
    await expect.poll(() => nCells.count()).toBe(2);
    const fits = await nCells.evaluateAll((cells) =>
      cells.map((c) => ({ text: c.textContent, scroll: c.scrollWidth, client: c.clientWidth })),
    );
    for (const f of fits) {
      expect(f.text).toMatch(/^\d{4,}$/);
      expect(f.scroll, `the count ${f.text} is cut`).toBeLessThanOrEqual(f.client);
    }
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    await grid.screenshot({ path: `${RESULTS_DIR}/sqllab-result-grid-numbers.png` });

    const long = `${'lorem ipsum dolor '.repeat(40)}END`;
    await runSql(page, `SELECT 1 AS id, '${long}' AS note, '{"a":[1,2],"b":"x"}' AS doc`);
    const note = grid.locator('[role="gridcell"][aria-colindex="3"]').first();
    await expect.poll(() => note.textContent()).toBe(long);
    // Cut in the grid, whole in its tooltip.
    expect(await note.evaluate((c) => c.scrollWidth > c.clientWidth)).toBe(true);
    expect(await note.getAttribute('title')).toBe(long);
    await note.dblclick();
    const viewer = page.getByTestId('cell-viewer-value');
    await expect.poll(() => viewer.textContent()).toBe(long);
    await page.screenshot({ path: `${RESULTS_DIR}/sqllab-result-grid-viewer.png` });
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // JSON reads pretty-printed; the status line's button opens the viewer on the selected cell.
    await grid.locator('[role="gridcell"][aria-colindex="4"]').first().click();
    await page.getByTestId('cell-viewer-open').click();
    await expect.poll(() => viewer.textContent()).toBe('{\n  "a": [\n    1,\n    2\n  ],\n  "b": "x"\n}');
  });
});
