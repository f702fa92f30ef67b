// How each table column formats its cells (Superset plugin-chart-table transformProps processColumns).
import {
  GenericDataType,
  getNumberFormatter,
  getTimeFormatter,
  getTimeFormatterForGranularity,
  type ChartDatasource,
  type DataRecord,
  type DataRecordValue,
  type TimeGranularity,
} from '../../core/viz/index.ts';
import type { TableColumnConfig } from './types.ts';

const SMART_DATE = 'smart_date';
const DATABASE_DATETIME = '%Y-%m-%d %H:%M:%S';
const PERCENT_3_POINT = '.3%';

export const isNumericColumn = (key: string, data: readonly DataRecord[]): boolean =>
  data.every((row) => row[key] === null || row[key] === undefined || typeof row[key] === 'number');

const asText = (v: DataRecordValue): string => (v === null || v === undefined ? 'N/A' : String(v));

function withCurrency(
  format: (n: number) => string,
  currency: { symbol?: string; symbolPosition?: 'prefix' | 'suffix' } | undefined,
): (n: number) => string {
  if (!currency?.symbol) return format;
  const symbol = currencySymbol(currency.symbol);
  return (n) => (currency.symbolPosition === 'suffix' ? `${format(n)} ${symbol}` : `${symbol}${format(n)}`);
}

const currencySymbol = (code: string): string => {
  try {
    const part = new Intl.NumberFormat('en-US', { style: 'currency', currency: code })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    return part?.value ?? code;
  } catch {
    return code;
  }
};

export interface ColumnFormatInput {
  key: string;
  dataType: GenericDataType | undefined;
  isMetric: boolean;
  isPercentMetric: boolean;
  config: TableColumnConfig;
  data: readonly DataRecord[];
  datasource: ChartDatasource;
  tableTimestampFormat: string | undefined;
  timeGrain: string | undefined;
}

export function columnFormatter(input: ColumnFormatInput): (value: DataRecordValue) => string {
  const { key, config, datasource, data } = input;
  const savedFormat = datasource.columnFormats?.[key];
  const numberFormat = config.d3NumberFormat || savedFormat;
  const isTime = input.dataType === GenericDataType.Temporal;
  if (isTime || config.d3TimeFormat) {
    const customFormat = config.d3TimeFormat || savedFormat;
    const timeFormat = customFormat || input.tableTimestampFormat || SMART_DATE;
    let format: ((v: number | Date) => string) | null = null;
    if (timeFormat === SMART_DATE) {
      if (input.timeGrain) format = getTimeFormatterForGranularity(input.timeGrain as TimeGranularity);
      else if (customFormat) format = getTimeFormatter(customFormat);
      else if (isNumericColumn(key, data)) format = getTimeFormatter(DATABASE_DATETIME);
    } else {
      format = getTimeFormatter(timeFormat);
    }
    if (!format) return asText;
    const f = format;
    return (v) => (v === null || v === undefined ? 'N/A' : typeof v === 'number' ? f(v) : String(v));
  }
  let numeric: ((n: number) => string) | null = null;
  if (input.isPercentMetric) numeric = getNumberFormatter(numberFormat || PERCENT_3_POINT);
  else if (input.isMetric || numberFormat) numeric = getNumberFormatter(numberFormat);
  if (!numeric) return asText;
  const currency = config.currencyFormat?.symbol ? config.currencyFormat : datasource.currencyFormats?.[key];
  const f = withCurrency(numeric, currency);
  return (v) => (typeof v === 'number' ? f(v) : asText(v));
}
