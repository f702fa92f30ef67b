import { describe, expect, it, vi } from 'vitest';
import type { ChartDataResult, QueryContext } from '../../core/viz/index.ts';
import { pixelStats, pngPixels, pngSize } from './png-inspect.ts';
import { assertImageRequest, hasNoResults, renderChart, RenderRequestError } from './render-chart.ts';
import { SSR_THEMES } from './ssr-theme.ts';
import { testBarPlugin, testTablePlugin } from './test-viz-plugins.test-support.ts';

const answer: ChartDataResult = {
  colnames: ['state', 'SUM(num)'],
  coltypes: [1, 0],
  rowcount: 3,
  data: [
    { state: 'CA', 'SUM(num)': 120 },
    { state: 'NY', 'SUM(num)': 80 },
    { state: 'TX', 'SUM(num)': 95 },
  ],
};
const empty: ChartDataResult = { colnames: ['state'], coltypes: [1], rowcount: 0, data: [] };
const formData = { datasource: '3__table', viz_type: 'test_bar', groupby: ['state'], metrics: ['sum__num'] };
const base = { formData, width: 400, height: 300, theme: 'light' as const };

describe('renderChart with ECharts SSR', () => {
  it('draws the options to SVG with the theme background and no animation', async () => {
    const svg = (await renderChart({ ...base, plugin: testBarPlugin, queriesData: [answer], format: 'svg' })) as string;
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('width="400"');
    expect(svg).toContain(SSR_THEMES.light.background);
    expect(svg).toContain('>CA</text>');
    expect(svg).not.toContain('<animate');
    const dark = (await renderChart({
      ...base,
      theme: 'dark',
      plugin: testBarPlugin,
      queriesData: [answer],
      format: 'svg',
    })) as string;
    expect(dark).toContain(SSR_THEMES.dark.background);
  });

  it("puts the theme's background under options that ask for a transparent one (the SDK's base option)", async () => {
    const transparent = {
      ...testBarPlugin,
      transformProps: async () => ({
        default: () => ({ echartOptions: { backgroundColor: 'transparent', series: [] } }),
      }),
    };
    const svg = (await renderChart({
      ...base,
      theme: 'dark',
      plugin: transparent,
      queriesData: [answer],
      format: 'svg',
    })) as string;
    expect(svg).toContain(SSR_THEMES.dark.background);
    const png = (await renderChart({
      ...base,
      theme: 'dark',
      plugin: transparent,
      queriesData: [answer],
      format: 'png',
    })) as Buffer;
    const { pixels } = pngPixels(png);
    expect([...pixels.slice(0, 4)]).toEqual([0x17, 0x1b, 0x22, 255]);
  });

  it('writes a PNG of the asked size with drawn pixels', async () => {
    const png = (await renderChart({ ...base, plugin: testBarPlugin, queriesData: [answer], format: 'png' })) as Buffer;
    expect(pngSize(png)).toEqual({ width: 400, height: 300 });
    const stats = pixelStats(png);
    expect(stats.foreground).toBeGreaterThan(2000);
    expect(stats.colours).toBeGreaterThan(3);
  });
});

describe('renderChart with a static SVG renderer', () => {
  it('draws the plugin SVG, and text renders in the PNG', async () => {
    const svg = (await renderChart({
      ...base,
      plugin: testTablePlugin,
      queriesData: [answer],
      format: 'svg',
    })) as string;
    expect(svg).toContain('>SUM(num)</text>');
    expect(svg).toContain('>TX</text>');
    const png = (await renderChart({
      ...base,
      theme: 'dark',
      plugin: testTablePlugin,
      queriesData: [answer],
      format: 'png',
    })) as Buffer;
    const stats = pixelStats(png);
    // Only text and rules on the background: glyphs must have drawn (a missing font draws nothing).
    expect(stats.foreground).toBeGreaterThan(300);
  });
});

describe('renderChart messages', () => {
  it('says no results when every query answered no rows', async () => {
    const svg = (await renderChart({ ...base, plugin: testBarPlugin, queriesData: [empty], format: 'svg' })) as string;
    expect(svg).toContain('>No results were returned for this query</text>');
    expect(hasNoResults([empty, answer])).toBe(false);
    expect(hasNoResults([empty, empty])).toBe(true);
  });

  it('draws the error message when transforming or drawing throws', async () => {
    const svg = (await renderChart({
      ...base,
      formData: { ...formData, fail: true },
      plugin: testBarPlugin,
      queriesData: [answer],
      format: 'svg',
    })) as string;
    expect(svg.replace(/<\/text><text[^>]*>/g, ' ')).toContain(
      'An error occurred while rendering the visualization: cannot draw this',
    );
    const png = (await renderChart({
      ...base,
      formData: { ...formData, fail: true },
      plugin: testBarPlugin,
      queriesData: [answer],
      format: 'png',
    })) as Buffer;
    expect(pixelStats(png).foreground).toBeGreaterThan(100);
  });
});

describe('renderChart querying', () => {
  it("runs the plugin's query context through the host and uses the dataset it answers", async () => {
    const run = vi.fn(async (_context: QueryContext) => ({
      queriesData: [answer],
      datasource: { verboseMap: { state: 'State' } },
    }));
    const svg = (await renderChart({
      ...base,
      plugin: testTablePlugin,
      runQueryContext: run,
      format: 'svg',
    })) as string;
    expect(run).toHaveBeenCalledTimes(1);
    const context = run.mock.calls[0]![0];
    expect(context.datasource).toEqual({ id: 3, type: 'table' });
    expect(context.queries[0]).toMatchObject({ columns: ['state'], metrics: ['sum__num'] });
    expect(svg).toContain('>CA</text>');
  });

  it('lets query failures through to the caller', async () => {
    const run = async () => {
      throw new Error('Datasource not found');
    };
    await expect(renderChart({ ...base, plugin: testBarPlugin, runQueryContext: run, format: 'svg' })).rejects.toThrow(
      'Datasource not found',
    );
  });
});

describe('assertImageRequest', () => {
  it('bounds sizes and checks format and theme', () => {
    expect(() => assertImageRequest({ width: 100, height: 4000, format: 'png', theme: 'dark' })).not.toThrow();
    expect(() => assertImageRequest({ width: 99, height: 300, format: 'png', theme: 'light' })).toThrow(
      'The width must be a whole number of pixels from 100 to 4000, not 99',
    );
    expect(() => assertImageRequest({ width: 400, height: 4001, format: 'png', theme: 'light' })).toThrow(
      RenderRequestError,
    );
    expect(() => assertImageRequest({ width: 400.5, height: 300, format: 'png', theme: 'light' })).toThrow(
      RenderRequestError,
    );
    expect(() => assertImageRequest({ width: 400, height: 300, format: 'gif' as never, theme: 'light' })).toThrow(
      'The format must be svg or png, not gif',
    );
    expect(() => assertImageRequest({ width: 400, height: 300, format: 'svg', theme: 'blue' as never })).toThrow(
      'The theme must be light or dark, not blue',
    );
  });
});
