import pg from 'pg';
import { naiveTimestampToMs, numericText } from '../normalize.ts';

/**
 * Per-query type parsers (never a global change to pg's parsers): timestamps and dates as epoch
 * ms (naive ones read as UTC), big integers and decimals as numbers when exact, bytes hidden.
 */
export const PG_TYPES = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    switch (oid) {
      case 1114: // timestamp
      case 1082: // date
        return (v: string) => naiveTimestampToMs(v);
      case 1184: // timestamptz
        return (v: string) => {
          const t = Date.parse(v.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));
          return Number.isNaN(t) ? v : t;
        };
      case 20: // int8
      case 1700: // numeric
        return (v: string) => numericText(v);
      case 17: // bytea
        return () => '[bytes]';
      default:
        return pg.types.getTypeParser(oid, format ?? 'text');
    }
  },
};
