import {
  DuckDBTimestampValue,
  DuckDBTypeId,
  JSDuckDBValueConverter,
  type DuckDBValueConverter,
} from '@duckdb/node-api';

const MAX_MS = 8_640_000_000_000_000n;

/**
 * DuckDB values as the connector keeps them: the driver's JS values, but TIMESTAMP straight to
 * epoch milliseconds (what normalisation makes of the Date the driver would build), so reading a
 * result allocates no Date a row. Out-of-range timestamps fail as the driver's own converter does.
 */
export const loupeDuckDbConverter: DuckDBValueConverter<unknown> = (value, type, converter) => {
  if (type.typeId === DuckDBTypeId.TIMESTAMP && value instanceof DuckDBTimestampValue) {
    const millis = value.micros / 1000n;
    if (millis >= -MAX_MS && millis <= MAX_MS) return Number(millis);
  }
  return JSDuckDBValueConverter(value, type, converter as unknown as Parameters<typeof JSDuckDBValueConverter>[2]);
};
