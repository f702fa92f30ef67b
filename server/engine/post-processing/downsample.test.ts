import { describe, expect, it } from 'vitest';
import { GenericDataType as T } from '../connectors/connector.ts';
import { frameFromRows, frameToRecords } from './frame.ts';
import { applyPostProcessing, applyPostProcessingWithReport, PostProcessingError } from './index.ts';

const DAY = 86_400_000;
const series = (n: number) =>
  frameFromRows(
    [
      { name: 'ds', genericType: T.TEMPORAL },
      { name: 'label', genericType: T.STRING },
      { name: 'boy', genericType: T.NUMERIC },
      { name: 'girl', genericType: T.NUMERIC },
    ],
    [...Array(n).keys()].map((i) => [i * DAY, `r${i}`, Math.sin(i / 50), i === 777 ? 100 : Math.cos(i / 80)]),
  );

describe('downsample', () => {
  for (const method of ['lttb', 'm4']) {
    it(`${method}: thins to at most points, rows kept whole, x ascending, extremes kept`, () => {
      const out = applyPostProcessing(series(5000), [
        { operation: 'downsample', options: { method, x: 'ds', points: 200 } },
      ]);
      expect(out.rowCount).toBeLessThanOrEqual(200);
      expect(out.rowCount).toBeGreaterThan(50);
      const rows = frameToRecords(out);
      for (const row of rows) expect(row.label).toBe(`r${(row.ds as number) / DAY}`);
      const xs = rows.map((r) => r.ds as number);
      expect(xs).toEqual([...xs].sort((a, b) => a - b));
      expect(rows.some((r) => r.girl === 100)).toBe(true);
    });
  }

  it('orders by x first when the rows come unordered', () => {
    const f = series(1000);
    for (const c of f.columns) c.values.reverse();
    const out = frameToRecords(
      applyPostProcessing(f, [{ operation: 'downsample', options: { x: 'ds', points: 100 } }]),
    );
    expect(out[0]!.ds).toBe(0);
    expect(out.at(-1)!.ds).toBe(999 * DAY);
  });

  it('leaves a frame that fits alone and checks its options', () => {
    const f = series(50);
    expect(applyPostProcessing(f, [{ operation: 'downsample', options: { x: 'ds', points: 100 } }]).rowCount).toBe(50);
    const bad = [
      { x: 'nope', points: 100 },
      { x: 'ds', points: 2 },
      { x: 'ds' },
      { x: 'ds', points: 100, method: 'avg' },
      { points: 100 },
      { x: 'ds', points: 100, extra: 1 },
    ];
    for (const options of bad) {
      expect(() => applyPostProcessing(f, [{ operation: 'downsample', options }])).toThrow(PostProcessingError);
    }
  });

  it('works after a pivot and flatten, on the flattened series', () => {
    const rows = [...Array(3000).keys()].flatMap((i) => [
      [i * DAY, 'boy', i % 7],
      [i * DAY, 'girl', i % 5],
    ]);
    const f = frameFromRows(
      [
        { name: 'ds', genericType: T.TEMPORAL },
        { name: 'gender', genericType: T.STRING },
        { name: 'num', genericType: T.NUMERIC },
      ],
      rows,
    );
    const { frame, downsampled } = applyPostProcessingWithReport(f, [
      {
        operation: 'pivot',
        options: { index: ['ds'], columns: ['gender'], aggregates: { num: { operator: 'mean' } } },
      },
      { operation: 'rename', options: { columns: { num: null }, level: 0, inplace: true } },
      { operation: 'flatten' },
      { operation: 'downsample', options: { method: 'm4', x: 'ds', points: 300 } },
    ]);
    expect(frame.columns.map((c) => c.name)).toEqual(['ds', 'boy', 'girl']);
    expect(frame.rowCount).toBeLessThanOrEqual(300);
    expect(downsampled).toEqual({ method: 'm4', from_rows: 3000 });
  });

  it('reports nothing without a downsample rule or when nothing was thinned', () => {
    const f = series(500);
    const plain = applyPostProcessingWithReport(f, [{ operation: 'sort', options: { by: 'boy' } }]);
    expect(plain.downsampled).toBeNull();
    expect(plain.frame.rowCount).toBe(500);
    expect(
      applyPostProcessingWithReport(f, [{ operation: 'downsample', options: { x: 'ds', points: 600 } }]).downsampled,
    ).toBeNull();
  });
});
