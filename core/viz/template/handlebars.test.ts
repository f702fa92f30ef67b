import { describe, expect, it } from 'vitest';
import { createHandlebars, formatDate } from './handlebars.ts';

const hb = createHandlebars((format, n) => (format ? `${format}:${n}` : `default:${n}`));

describe('handlebars for viz plugins', () => {
  it('renders data with each and escapes values', () => {
    const t = hb.compile('<ul>{{#each data}}<li>{{name}}</li>{{/each}}</ul>');
    expect(t({ data: [{ name: 'Amy' }, { name: '<b>x</b>' }] })).toBe(
      '<ul><li>Amy</li><li>&lt;b&gt;x&lt;/b&gt;</li></ul>',
    );
  });
  it('has Superset helpers', () => {
    expect(hb.compile('{{formatNumber n format=",.2f"}}')({ n: 3 })).toBe(',.2f:3');
    expect(hb.compile('{{formatNumber n}}')({ n: '4' })).toBe('default:4');
    expect(hb.compile('{{formatNumber n}}')({ n: 'abc' })).toBe('abc');
    expect(hb.compile('{{stringify o}}')({ o: { a: 1 } })).toBe('{&quot;a&quot;:1}');
    expect(hb.compile('{{dateFormat d format="MMMM YYYY"}}')({ d: Date.UTC(2024, 2, 5) })).toBe('March 2024');
    expect(hb.compile('{{#if (gt a 2)}}big{{else}}small{{/if}}')({ a: 3 })).toBe('big');
    expect(() => hb.compile('{{parseJson s}}')({ s: '{' })).toThrow(/Invalid JSON string/);
  });
  it('helpers stay in their own environment', async () => {
    const { default: Handlebars } = await import('handlebars');
    expect(Handlebars.helpers.formatNumber).toBeUndefined();
  });
  it('formats dates with dayjs tokens in UTC', () => {
    expect(formatDate(Date.UTC(2008, 0, 9, 7, 5, 3), 'YYYY-MM-DD HH:mm:ss [at] ddd')).toBe(
      '2008-01-09 07:05:03 at Wed',
    );
    expect(formatDate('nope')).toBe('Invalid Date');
  });
  it('precompiles to module source (no eval) that runs on the same helpers through fromSpec', async () => {
    const spec = hb.precompile('{{#each data}}<i>{{formatNumber n}}</i>{{/each}}');
    expect(typeof spec).toBe('string');
    // What a page does with it: a module exporting the spec, imported (here from a data: URL).
    const mod = (await import(`data:text/javascript,export default ${encodeURIComponent(spec)}`)) as {
      default: object;
    };
    expect(hb.fromSpec(mod.default)({ data: [{ n: 1 }, { n: '<2>' }] })).toBe('<i>default:1</i><i>&lt;2&gt;</i>');
    expect(() => hb.precompile('{{#each data}}')).toThrow(/each/);
  });
});
