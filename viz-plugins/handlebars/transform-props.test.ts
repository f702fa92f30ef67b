import { describe, expect, it } from 'vitest';
import type { ChartProps } from '../../core/viz/index.ts';
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
  it('runs the template over the data, timestamps as dates, numbers through the SDK formatter', () => {
    const out = transformProps(
      props({
        handlebarsTemplate:
          '{{#each data}}{{state}} {{dateFormat __timestamp format="YYYY"}} {{formatNumber sum__num}}{{/each}}',
      }),
    );
    expect(out).toEqual({ html: 'CA 2008 1.23M', css: expect.any(String), error: null });
  });
  it('falls back to the default template and reports template errors', () => {
    expect(transformProps(props({})).html).toContain('<ul class="data-list">');
    const broken = transformProps(props({ handlebarsTemplate: '{{#each data}}' }));
    expect(broken.html).toBe('');
    expect(broken.error).toMatch(/each/);
  });
});
