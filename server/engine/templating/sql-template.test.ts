import { describe, expect, it } from 'vitest';
import {
  datasetIdsIn,
  parseTemplateParams,
  renderSqlTemplate,
  renderSqlTemplateWith,
  TemplateParamsError,
} from './sql-template.ts';

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

describe('renderSqlTemplateWith: the macros Superset gives datasets and charts', () => {
  const ctx = {
    user: { id: 3, username: 'bob', email: 'bob@example.com' },
    params: { region: 'north' },
    urlParams: { country: "O'Hare" },
    filters: [
      { col: 'gender', op: 'IN', val: ['boy', "gi'rl"] },
      { col: 'num', op: '>', val: 3 },
      { col: 'state', op: '==', val: 'CA' },
    ],
    fromDttm: new Date('2020-01-01T00:00:00Z'),
    toDttm: null,
    metrics: { total: 'SUM(num)', twice: '2 * {{ metric("total") }}' },
  };

  it('answers the user, url parameters (escaped inside a literal), dataset params and time bounds', () => {
    const sql =
      "SELECT {{ current_user_id() }}, '{{ current_username() }}', '{{ current_user_email() }}', '{{ url_param('country') }}', '{{ url_param('missing', 'x') }}', '{{ region }}', '{{ from_dttm }}', {{ to_dttm is none }}";
    expect(renderSqlTemplateWith(sql, ctx)).toBe(
      "SELECT 3, 'bob', 'bob@example.com', 'O''Hare', 'x', 'north', '2020-01-01 00:00:00', true",
    );
  });

  it('reads filter values (quoted by where_in, backslashes too on MySQL) and filters', () => {
    expect(renderSqlTemplateWith("WHERE g IN {{ filter_values('gender') | where_in }}", ctx)).toBe(
      "WHERE g IN ('boy', 'gi''rl')",
    );
    expect(
      renderSqlTemplateWith("{{ filter_values('state') | where_in }}", {
        ...ctx,
        filters: [{ col: 'state', op: 'in', val: ['a\\', 'b'] }],
        dialect: 'mysql',
      }),
    ).toBe("('a\\\\', 'b')");
    expect(renderSqlTemplateWith("{{ filter_values('num') | length }} {{ filter_values('none', 'd') }}", ctx)).toBe(
      '0 d',
    );
    expect(
      renderSqlTemplateWith("{% for f in get_filters('state') %}{{ f.op }} {{ f.col }} {{ f.val }}{% endfor %}", ctx),
    ).toBe('== state CA');
  });

  it("expands the dataset's metrics, themselves templated, and refuses an unknown one", () => {
    expect(renderSqlTemplateWith("SELECT {{ metric('twice') }}", ctx)).toBe('SELECT 2 * SUM(num)');
    expect(() => renderSqlTemplateWith("SELECT {{ metric('nope') }}", ctx)).toThrow(
      'Metric `nope` not found in the dataset.',
    );
  });

  it('keeps macros from being replaced by parameters of the same name', () => {
    expect(renderSqlTemplateWith("'{{ current_username() }}'", { ...ctx, params: { current_username: 'x' } })).toBe(
      "'bob'",
    );
  });
});

describe('the dataset() macro', () => {
  const calls: unknown[] = [];
  const ctx = {
    user,
    dataset: (id: number, opts: { includeMetrics: boolean; columns: string[] | null }) => {
      calls.push([id, opts]);
      if (id !== 42) throw new Error(`Dataset ${id} not found!`);
      return opts.includeMetrics ? 'SELECT a, COUNT(*) AS count FROM t GROUP BY a' : 'SELECT a FROM t';
    },
  };

  it('renders the dataset as a subquery, with its metrics when asked (keyword or positional)', () => {
    calls.length = 0;
    expect(renderSqlTemplateWith('SELECT * FROM {{ dataset(42) }}', ctx)).toBe(
      'SELECT * FROM (\nSELECT a FROM t\n) AS dataset_42',
    );
    expect(renderSqlTemplateWith('SELECT * FROM {{ dataset(42, include_metrics=true) }}', ctx)).toContain(
      'COUNT(*) AS count',
    );
    renderSqlTemplateWith("SELECT * FROM {{ dataset(42, True, ['a']) }}", ctx);
    renderSqlTemplateWith("SELECT * FROM {{ dataset(42, columns=['a']) }}", ctx);
    expect(calls).toEqual([
      [42, { includeMetrics: false, columns: null }],
      [42, { includeMetrics: true, columns: null }],
      [42, { includeMetrics: true, columns: ['a'] }],
      [42, { includeMetrics: false, columns: ['a'] }],
    ]);
  });

  it('refuses a dataset that was not loaded, or none at all, with its message', () => {
    expect(() => renderSqlTemplateWith('SELECT * FROM {{ dataset(7) }}', ctx)).toThrow('Dataset 7 not found!');
    expect(() => renderSqlTemplateWith('SELECT * FROM {{ dataset(42) }}', { user })).toThrow('Dataset 42 not found!');
    expect(() => renderSqlTemplateWith("SELECT * FROM {{ dataset(42, columns='a') }}", ctx)).toThrow(
      'The columns of dataset() must be a list of column names.',
    );
  });

  it('finds the dataset ids a template names, only in templates', () => {
    expect(
      datasetIdsIn('SELECT * FROM {{ dataset(3) }} JOIN {{ dataset( 5 , include_metrics=True) }} {{dataset(3)}}'),
    ).toEqual([3, 5]);
    expect(datasetIdsIn('SELECT dataset(3) FROM t')).toEqual([]);
    expect(datasetIdsIn('{{ mydataset(4) }} {{ dataset(x) }}')).toEqual([]);
  });
});
