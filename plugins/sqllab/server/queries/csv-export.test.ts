import { describe, expect, it } from 'vitest';
import { GenericDataType, type ResultColumn } from '../../../../server/engine/connectors/connector.ts';
import { csvChunks } from './csv-export.ts';

const columns: ResultColumn[] = [
  { name: 'a', type: 'VARCHAR', genericType: GenericDataType.STRING },
  { name: 'n', type: 'BIGINT', genericType: GenericDataType.NUMERIC },
];

describe('SQL Lab CSV', () => {
  it('escapes a =cmd cell and leaves numbers alone, in CRLF lines and chunks', () => {
    const rows = [
      ['=cmd', -1],
      ['x, y', 2],
      [null, null],
    ];
    expect([...csvChunks(columns, rows.length, (i) => rows[i]!, 2)]).toEqual([
      'a,n\r\n',
      '\'=cmd,-1\r\n"x, y",2\r\n',
      ',\r\n',
    ]);
  });
});
