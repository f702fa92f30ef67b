import { DataType, type Table, type Vector } from 'apache-arrow';

/** Superset's generic column types (the `coltypes` of chart data and SQL Lab results). */
export const GenericDataType = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;
export type GenericDataType = (typeof GenericDataType)[keyof typeof GenericDataType];

export interface GridColumn {
  name: string;
  type: GenericDataType;
}

/**
 * What the grid shows: columns of values, never row objects (a million rows stay a few typed
 * arrays or Arrow vectors). Temporal values are epoch milliseconds (or Date / ISO strings).
 */
export interface GridData {
  readonly columns: readonly GridColumn[];
  readonly rowCount: number;
  getColumn(i: number): ArrayLike<unknown>;
  /** Rows [from, to) of a column at once, when the source reads faster in bulk (exports use it). */
  sliceColumn?(i: number, from: number, to: number): ArrayLike<unknown>;
}

/** Plain column arrays as grid data; rowCount defaults to the shortest column's length. */
export function columnarData(
  columns: readonly GridColumn[],
  arrays: readonly ArrayLike<unknown>[],
  rowCount?: number,
): GridData {
  if (arrays.length !== columns.length)
    throw new Error(`columnarData: ${columns.length} columns but ${arrays.length} arrays`);
  const count = rowCount ?? (arrays.length ? Math.min(...arrays.map((a) => a.length)) : 0);
  return { columns, rowCount: count, getColumn: (i) => arrays[i]! };
}

/** The generic type of an Arrow column: numbers, time, booleans, and everything else as text. */
export function genericTypeOfArrow(type: DataType): GenericDataType {
  if (DataType.isInt(type) || DataType.isFloat(type) || DataType.isDecimal(type)) return GenericDataType.NUMERIC;
  if (DataType.isTimestamp(type) || DataType.isDate(type) || DataType.isTime(type)) return GenericDataType.TEMPORAL;
  if (DataType.isBool(type)) return GenericDataType.BOOLEAN;
  if (DataType.isDictionary(type)) return genericTypeOfArrow(type.dictionary);
  return GenericDataType.STRING;
}

/**
 * An Arrow vector read as an array without copying it: `column[i]` is `vector.get(i)`. The grid
 * reads only the cells it paints (and the exports read each cell once), so a lazy view beats
 * materialising a million values per column.
 */
export function arrowColumn(vector: Vector): ArrayLike<unknown> {
  const length = vector.length;
  return new Proxy({ length } as ArrayLike<unknown>, {
    get(target, prop) {
      if (typeof prop === 'string') {
        const c = prop.charCodeAt(0);
        if (c >= 48 && c <= 57) {
          const i = Number(prop);
          return Number.isInteger(i) && i < length ? vector.get(i) : undefined;
        }
      }
      return Reflect.get(target, prop);
    },
  });
}

/**
 * An Apache Arrow table (for example the SQL Lab results stream) as grid data. Types come from
 * the Arrow schema unless given (for example from the results payload's `columns`).
 */
export function arrowTableData(table: Table, types?: readonly (GenericDataType | undefined)[]): GridData {
  const fields = table.schema.fields;
  const columns = fields.map((f, i) => ({ name: f.name, type: types?.[i] ?? genericTypeOfArrow(f.type) }));
  const cache = new Map<number, ArrayLike<unknown>>();
  const vectorAt = (i: number) => {
    const vector = table.getChildAt(i);
    if (!vector) throw new Error(`arrowTableData: no column ${i}`);
    return vector;
  };
  return {
    columns,
    rowCount: table.numRows,
    sliceColumn: (i, from, to) => Array.from(vectorAt(i).slice(from, to)),
    getColumn(i) {
      let col = cache.get(i);
      if (!col) {
        col = arrowColumn(vectorAt(i));
        cache.set(i, col);
      }
      return col;
    },
  };
}

/** A value of the grid, read by row and column index. */
export function cellValue(data: GridData, row: number, col: number): unknown {
  return data.getColumn(col)[row];
}
