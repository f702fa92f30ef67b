import { tableFromArrays } from 'apache-arrow';
import {
  arrowTableData,
  columnarData,
  GenericDataType,
  type GridColumn,
  type GridData,
} from '../../../web/components/data-grid/index.ts';

const CATS = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta', 'iota', 'kappa'];
const T0 = Date.UTC(2020, 0, 1);

/** A column computed from the row index on read: wide results without gigabytes of arrays. */
function lazyColumn(length: number, f: (i: number) => unknown): ArrayLike<unknown> {
  return new Proxy({ length } as ArrayLike<unknown>, {
    get: (target, prop) =>
      typeof prop === 'string' && prop.charCodeAt(0) >= 48 && prop.charCodeAt(0) <= 57
        ? f(Number(prop))
        : Reflect.get(target, prop),
  });
}

/** `rows` × `cols` columns of mixed types, every value a function of (row, column). */
export function wideData(rows: number, cols: number): GridData {
  const columns: GridColumn[] = [];
  const arrays: ArrayLike<unknown>[] = [];
  for (let c = 0; c < cols; c++) {
    const kind = c % 4;
    if (kind === 0) {
      columns.push({ name: `metric_${c}`, type: GenericDataType.NUMERIC });
      arrays.push(lazyColumn(rows, (i) => (i % 97 === 0 ? null : Math.round(((i * (c + 7)) % 100_000) * 1.25) / 100)));
    } else if (kind === 1) {
      columns.push({ name: `category_${c}`, type: GenericDataType.STRING });
      arrays.push(lazyColumn(rows, (i) => `${CATS[(i + c) % CATS.length]}-${i % 1000}`));
    } else if (kind === 2) {
      columns.push({ name: `event_time_${c}`, type: GenericDataType.TEMPORAL });
      arrays.push(lazyColumn(rows, (i) => T0 + i * 60_000 + c * 1000));
    } else {
      columns.push({ name: `flag_${c}`, type: GenericDataType.BOOLEAN });
      arrays.push(lazyColumn(rows, (i) => (i + c) % 3 === 0));
    }
  }
  return columnarData(columns, arrays, rows);
}

/** Like the examples' `facts` table, as an Apache Arrow table (the SQL Lab results stream's shape). */
export function factsArrow(rows: number): GridData {
  const ts = new Float64Array(rows);
  const m1 = new Float64Array(rows);
  const m2 = new Int32Array(rows);
  const cat1: string[] = new Array(rows);
  const cat2: (string | null)[] = new Array(rows);
  for (let i = 0; i < rows; i++) {
    ts[i] = T0 + i * 30_000;
    m1[i] = Math.round(Math.sin(i) * 100_000) / 100;
    m2[i] = (i * 7919) % 1000;
    cat1[i] = CATS[i % 10]!;
    cat2[i] = i % 50 === 0 ? null : `c2_${(i * 31) % 100}`;
  }
  const table = tableFromArrays({ ts, cat1, cat2, m1, m2 });
  return arrowTableData(table, [
    GenericDataType.TEMPORAL,
    GenericDataType.STRING,
    GenericDataType.STRING,
    GenericDataType.NUMERIC,
    GenericDataType.NUMERIC,
  ]);
}

/** A small, realistic result for screenshots: NULLs, long text, times, booleans. */
export function sampleData(): GridData {
  const n = 60;
  const names = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Edsger Dijkstra', 'Barbara Liskov', 'Donald Knuth'];
  const columns: GridColumn[] = [
    { name: 'id', type: GenericDataType.NUMERIC },
    { name: 'name', type: GenericDataType.STRING },
    { name: 'signed_up', type: GenericDataType.TEMPORAL },
    { name: 'revenue', type: GenericDataType.NUMERIC },
    { name: 'active', type: GenericDataType.BOOLEAN },
    { name: 'country', type: GenericDataType.STRING },
    { name: 'notes', type: GenericDataType.STRING },
  ];
  const arrays = [
    Array.from({ length: n }, (_, i) => i + 1),
    Array.from({ length: n }, (_, i) => names[i % names.length]),
    Array.from({ length: n }, (_, i) => (i % 7 === 3 ? null : T0 + i * 86_400_000 * 3 + i * 3_601_000)),
    Array.from({ length: n }, (_, i) => (i % 5 === 2 ? null : Math.round((i * 1234.567) % 99_999) / 10)),
    Array.from({ length: n }, (_, i) => i % 3 !== 0),
    Array.from({ length: n }, (_, i) => ['France', 'Japan', 'Brazil', 'Kenya', null][i % 5]),
    Array.from({ length: n }, (_, i) =>
      i % 4 === 0
        ? 'A long free-text note that does not fit its column, so the grid truncates it and shows the whole value on hover and in the status line'
        : `short note ${i}`,
    ),
  ];
  return columnarData(columns, arrays);
}
