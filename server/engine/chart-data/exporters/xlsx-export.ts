import ExcelJS from 'exceljs';
import { GenericDataType } from '../../connectors/connector.ts';
import type { TabularData } from './csv-export.ts';

/** The rows as an .xlsx workbook (one sheet, "Sheet1", a header row; timestamps as dates), as Superset's df.to_excel. */
export async function xlsxBuffer(data: TabularData): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow([...data.colnames]);
  for (const row of data.rows) {
    ws.addRow(
      data.colnames.map((_n, c) => {
        const v = row[c];
        if (v === null || v === undefined) return null;
        if (data.coltypes[c] === GenericDataType.TEMPORAL && typeof v === 'number') return new Date(v);
        if (typeof v === 'object') return JSON.stringify(v);
        return v as string | number | boolean;
      }),
    );
  }
  data.coltypes.forEach((t, c) => {
    if (t === GenericDataType.TEMPORAL) ws.getColumn(c + 1).numFmt = 'yyyy-mm-dd hh:mm:ss';
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
