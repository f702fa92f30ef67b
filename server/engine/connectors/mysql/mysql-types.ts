import type { FieldPacket } from 'mysql2';
import { naiveTimestampToMs, numericText } from '../normalize.ts';

/** mysql2 field type codes → the type names MySQL itself shows. */
const NAMES: Record<number, string> = {
  0: 'DECIMAL',
  1: 'TINYINT',
  2: 'SMALLINT',
  3: 'INT',
  4: 'FLOAT',
  5: 'DOUBLE',
  6: 'NULL',
  7: 'TIMESTAMP',
  8: 'BIGINT',
  9: 'MEDIUMINT',
  10: 'DATE',
  11: 'TIME',
  12: 'DATETIME',
  13: 'YEAR',
  14: 'DATE',
  15: 'VARCHAR',
  16: 'BIT',
  245: 'JSON',
  246: 'DECIMAL',
  247: 'ENUM',
  248: 'SET',
  249: 'TINYBLOB',
  250: 'MEDIUMBLOB',
  251: 'LONGBLOB',
  252: 'BLOB',
  253: 'VARCHAR',
  254: 'CHAR',
  255: 'GEOMETRY',
};
const BINARY_CHARSET = 63;

export function mysqlTypeName(f: FieldPacket): string {
  const code = (f as { columnType?: number }).columnType ?? (f.type as number);
  let name = NAMES[code] ?? 'UNKNOWN';
  if (code === 1 && f.columnLength === 1) name = 'TINYINT(1)';
  if ((code === 252 || code === 253 || code === 254) && f.characterSet === BINARY_CHARSET)
    name = code === 252 ? 'BLOB' : 'VARBINARY';
  if (code === 252 && f.characterSet !== BINARY_CHARSET) name = 'TEXT';
  return name;
}

/** Text from the driver (dateStrings, bigNumberStrings) normalised by the column's type. */
export function mysqlValue(type: string, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (Buffer.isBuffer(v)) return type === 'BIT' ? v.readUIntBE(0, Math.min(v.length, 6)) : '[bytes]';
  if (type === 'TINYINT(1)') return Number(v) !== 0;
  if (typeof v !== 'string') return v;
  switch (type) {
    case 'DATE':
    case 'DATETIME':
    case 'TIMESTAMP':
      return naiveTimestampToMs(v);
    case 'BIGINT':
    case 'DECIMAL':
      return numericText(v);
    default:
      return v;
  }
}
