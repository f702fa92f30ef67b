import { cellJson, type ResultColumn } from './cell-text.ts';
import type { RowWriter } from './row-writer.ts';
import { writeOut } from './write-out.ts';

/**
 * JSON Lines: one JSON object a row, keyed by column name, so rows stream and tools such as
 * `jq` read them one at a time. Repeated column names get `__1`, `__2`… as Superset's results do.
 */
export class JsonLinesWriter implements RowWriter {
  private readonly keys: string[];

  constructor(
    private readonly out: NodeJS.WritableStream,
    private readonly columns: readonly ResultColumn[],
  ) {
    this.keys = dedupe(columns.map((c) => c.name)).map((k) => JSON.stringify(k));
  }

  async write(rows: readonly (readonly unknown[])[]): Promise<void> {
    let text = '';
    const kinds = this.columns.map((c) => c.kind);
    for (const row of rows) {
      let line = '{';
      for (let c = 0; c < kinds.length; c++)
        line += `${c > 0 ? ',' : ''}${this.keys[c]}:${cellJson(row[c], kinds[c]!)}`;
      text += `${line}}\n`;
    }
    await writeOut(this.out, text);
  }

  async end(): Promise<void> {}
}

export function dedupe(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.map((name) => {
    let key = name;
    for (let n = 1; seen.has(key); n++) key = `${name}__${n}`;
    seen.add(key);
    return key;
  });
}
