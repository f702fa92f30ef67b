import { describe, expect, it } from 'vitest';
import type { ChartProps } from '../../core/viz/index.ts';
import { handlebars } from './environment.ts';
import transformProps from './transform-props.ts';
import type { HandlebarsFormData } from './types.ts';

const props = (fd: Partial<HandlebarsFormData>) =>
  ({
    width: 400,
    height: 300,
    formData: { datasource: '1__table', viz_type: 'handlebars', ...fd },
    queriesData: [
      {
        colnames: ['__timestamp', 'state', 'sum__num'],
        coltypes: [2, 1, 0],
        data: [{ __timestamp: Date.UTC(2008, 0, 1), state: 'CA', sum__num: 1234567 }],
        rowcount: 1,
      },
    ],
    datasource: {},
    theme: {},
  }) as unknown as ChartProps<HandlebarsFormData>;

describe('handlebars transformProps', () => {
  it('precompiles the template; over its context (timestamps as dates) it renders with the SDK formatter', async () => {
    const source =
      '{{#each data}}{{state}} {{dateFormat __timestamp format="YYYY"}} {{formatNumber sum__num}}{{/each}}';
    const out = transformProps(props({ handlebarsTemplate: source }));
    expect(out.error).toBeNull();
    expect(out.source).toBe(source);
    expect(out.context.data).toEqual([{ __timestamp: new Date(Date.UTC(2008, 0, 1)), state: 'CA', sum__num: 1234567 }]);
    // the spec is module source: what the page imports (here from a data: URL), never eval'd
    const mod = (await import(`data:text/javascript,export default ${encodeURIComponent(out.spec)}`)) as {
      default: object;
    };
    expect(handlebars.fromSpec(mod.default)(out.context)).toBe('CA 2008 1.23M');
  });
  it('falls back to the default template and reports template errors', () => {
    expect(transformProps(props({})).source).toContain('<ul class="data-list">');
    const broken = transformProps(props({ handlebarsTemplate: '{{#each data}}' }));
    expect(broken.spec).toBe('');
    expect(broken.error).toMatch(/each/);
  });
});
