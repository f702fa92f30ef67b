/** SQL text with bound values kept apart until the whole statement is rendered. */
class Param {
  constructor(readonly value: unknown) {}
}

type Part = string | Param;

/**
 * A piece of SQL. Text only enters through `Sql.raw` (trusted or already validated SQL, quoted
 * identifiers) and values only through `Sql.param`, so a value can never become SQL text.
 */
export class Sql {
  private constructor(readonly parts: readonly Part[]) {}

  static raw(text: string): Sql {
    return new Sql(text ? [text] : []);
  }

  static param(value: unknown): Sql {
    return new Sql([new Param(value)]);
  }

  static join(items: readonly Sql[], separator: string): Sql {
    const parts: Part[] = [];
    items.forEach((item, i) => {
      if (i > 0 && separator) parts.push(separator);
      parts.push(...item.parts);
    });
    return new Sql(parts);
  }

  static concat(...items: readonly (Sql | string)[]): Sql {
    return new Sql(items.flatMap((x) => (typeof x === 'string' ? (x ? [x] : []) : x.parts)));
  }

  get isEmpty(): boolean {
    return this.parts.length === 0;
  }

  /** The SQL with `placeholder(n)` (1-based) for each value, and the values in that order. */
  render(placeholder: (index: number) => string): { sql: string; params: unknown[] } {
    let sql = '';
    const params: unknown[] = [];
    for (const p of this.parts) {
      if (typeof p === 'string') sql += p;
      else {
        params.push(p.value);
        sql += placeholder(params.length);
      }
    }
    return { sql, params };
  }
}
