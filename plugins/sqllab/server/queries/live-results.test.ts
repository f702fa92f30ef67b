import { describe, expect, it } from 'vitest';
import { GenericDataType } from '../../../../server/engine/connectors/connector.ts';
import { LiveResults } from './live-results.ts';
import { BatchEncoder } from './result-codec.ts';

const columns = [{ name: 'n', type: 'INTEGER', genericType: GenericDataType.NUMERIC }];

describe('LiveResult', () => {
  it('gives a reader every batch in order, those already in and those that come later, then ends', async () => {
    const encoder = new BatchEncoder(columns, [[1, 2]]);
    const live = new LiveResults().open('k', encoder.columns, encoder.schema);
    live.push(encoder.add([[1, 2]], 2));
    const seen: number[] = [];
    const reading = (async () => {
      for await (const b of live.batchesFrom()) seen.push(...Array.from(b.getChildAt(0)!.toArray() as Float64Array));
    })();
    await new Promise((r) => setTimeout(r, 5));
    live.push(encoder.add([[3]], 1));
    live.push(encoder.add([[4, 5]], 2));
    live.end();
    await reading;
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(live.rowCount).toBe(5);
  });

  it("stops a reader with the run's error", async () => {
    const encoder = new BatchEncoder(columns, [[1]]);
    const live = new LiveResults().open('k', encoder.columns, encoder.schema);
    live.push(encoder.add([[1]], 1));
    const reading = (async () => {
      let n = 0;
      for await (const _b of live.batchesFrom()) n++;
      return n;
    })();
    live.end(new Error('engine gone'));
    await expect(reading).rejects.toThrow('engine gone');
  });
});
