import { t } from '../../../web/i18n/t.ts';
import type { ExploreColumn } from './explore-types.ts';

/** The type glyph beside a column or metric (Superset's ColumnTypeLabel): ƒ, #, ABC, a clock, T/F, ?. */
export function TypeIcon({ column, metric }: { column?: ExploreColumn; metric?: boolean }) {
  if (metric)
    return (
      <span className="ex-type ex-type--metric" title={t('Metric')}>
        ƒ
      </span>
    );
  if (column?.expression)
    return (
      <span className="ex-type ex-type--expr" title={t('Expression')}>
        ƒ
      </span>
    );
  switch (column?.type_generic ?? (column?.is_dttm ? 2 : null)) {
    case 0:
      return (
        <span className="ex-type" title={t('Numeric')}>
          #
        </span>
      );
    case 1:
      return (
        <span className="ex-type ex-type--text" title={t('String')}>
          ABC
        </span>
      );
    case 2:
      return (
        <span className="ex-type" title={t('Temporal')}>
          <svg viewBox="0 0 16 16" width="13" height="13" aria-hidden="true">
            <circle cx="8" cy="8" r="6.2" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
        </span>
      );
    case 3:
      return (
        <span className="ex-type ex-type--text" title={t('Boolean')}>
          T/F
        </span>
      );
    default:
      return (
        <span className="ex-type" title={t('Unknown type')}>
          ?
        </span>
      );
  }
}
