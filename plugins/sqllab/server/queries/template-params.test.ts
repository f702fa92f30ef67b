import { describe, expect, it } from 'vitest';
import { parseTemplateParams, renderSqlTemplate, TemplateParamsError } from './template-params.ts';

const user = { id: 7, username: 'ada', email: null };

describe('renderSqlTemplate', () => {
  it('fills params, loops, sets, filters and Superset macros', () => {
    const sql =
      "SELECT {{ n }} AS n, '{{ current_username() }}' AS u {% set k = 2 %}{% for x in xs %}, {{ x }}*{{ k }}{% endfor %} FROM {{ t | lower }}";
    expect(renderSqlTemplate(sql, { n: 1, xs: [3, 4], t: 'T' }, user)).toBe(
      "SELECT 1 AS n, 'ada' AS u , 3*2, 4*2 FROM t",
    );
  });
  it('leaves SQL without template markers alone', () => {
    expect(renderSqlTemplate("SELECT '{ x }'", {}, user)).toBe("SELECT '{ x }'");
  });
  it('names every undefined parameter', () => {
    try {
      renderSqlTemplate('SELECT {{ a }}, {{ b.c }}', {}, user);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(TemplateParamsError);
      expect((err as TemplateParamsError).errorType).toBe('MISSING_TEMPLATE_PARAMS_ERROR');
      expect((err as Error).message).toBe('The following parameters in your query are undefined: "a", "b".');
    }
  });
  it('refuses malformed templates and params that are not a JSON object', () => {
    expect(() => renderSqlTemplate('SELECT {{ a ', { a: 1 }, user)).toThrow(/malformed template parameters/);
    expect(() => parseTemplateParams('{nope')).toThrow(TemplateParamsError);
    expect(() => parseTemplateParams('[1]')).toThrow(TemplateParamsError);
    expect(parseTemplateParams('{"a":1}')).toEqual({ a: 1 });
  });
});
