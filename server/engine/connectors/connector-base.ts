import { COMMON_RESERVED, formatSelectStar, quoteWhenNeeded } from './select-star.ts';

/** Identifier quoting and SELECT * formatting, the same for every connector but its quote mark. */
export abstract class ConnectorBase {
  protected abstract readonly quoteChar: '"' | '`';

  quoteIdentifier(name: string): string {
    return quoteWhenNeeded(name, this.quoteChar, COMMON_RESERVED);
  }

  selectStar(table: string, schema: string | null, limit?: number, columns?: string[]): string {
    return formatSelectStar((n) => this.quoteIdentifier(n), table, schema, limit, columns);
  }
}
