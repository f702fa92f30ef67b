import type { QueryObject } from './query-types.ts';

/** lodash isEmpty for the values an orderby holds: '', [], {} (no own keys), null/undefined. */
function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string' || Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return true;
}

/**
 * superset-ui-core normalizeOrderBy: keeps a valid first orderby clause; otherwise orders by
 * `series_limit_metric`, then `legacy_order_by`, then the first metric (ascending when
 * `order_desc` is false), and drops those keys and `order_desc`.
 */
export function normalizeOrderBy(queryObject: QueryObject): QueryObject {
  const { orderby } = queryObject;
  if (Array.isArray(orderby) && orderby.length > 0) {
    const first = orderby[0];
    if (Array.isArray(first) && first.length === 2 && !isEmpty(first[0]) && typeof first[1] === 'boolean') {
      return queryObject;
    }
  }
  const clone: QueryObject = { ...queryObject };
  delete clone.series_limit_metric;
  delete clone.legacy_order_by;
  delete clone.order_desc;
  delete clone.orderby;

  const isAsc = !queryObject.order_desc;
  if (!isEmpty(queryObject.series_limit_metric)) {
    return { ...clone, orderby: [[queryObject.series_limit_metric!, isAsc]] };
  }
  if (!isEmpty(queryObject.legacy_order_by)) {
    return { ...clone, orderby: [[queryObject.legacy_order_by as string, isAsc]] };
  }
  if (Array.isArray(queryObject.metrics) && queryObject.metrics.length > 0) {
    return { ...clone, orderby: [[queryObject.metrics[0], isAsc]] };
  }
  return clone;
}
