import { expect, test } from 'vitest';
import { buildQueryContext } from '../build-query-context.ts';
import { ensureIsArray } from '../ensure-is-array.ts';
import { getXAxisColumn } from '../get-x-axis.ts';
import { normalizeOrderBy } from '../normalize-order-by.ts';
import type { QueryFormColumn, QueryFormData } from '../query-types.ts';
import line from '../test-fixtures/01_line_groupby_series_limit.json';
import { flattenOperator } from './flatten-operator.ts';
import { pivotOperator } from './pivot-operator.ts';
import { renameOperator } from './rename-operator.ts';

// The captured line chart body (reference/query-contexts/01), rebuilt with the SDK. The chart's own
// steps are restated from Superset's plugin-chart-echarts Timeseries/buildQuery.ts (columns = x-axis
// + groupby, series_columns = groupby, orderby from normalizeOrderBy, time_offsets, then pivot,
// rename, flatten for a chart without rolling, comparison, resample, contribution, sort or forecast).
test('line chart (01): shared query object, x-axis normalisation and pivot/rename/flatten', () => {
  const formData = line.form_data as QueryFormData;
  const context = buildQueryContext(formData, (base) => {
    const groupby = ensureIsArray(formData.groupby);
    const columns = [...ensureIsArray(getXAxisColumn(formData)), ...groupby] as QueryFormColumn[];
    const query = {
      ...base,
      columns,
      series_columns: groupby,
      orderby: normalizeOrderBy(base).orderby,
      time_offsets: [],
    };
    return [
      {
        ...query,
        post_processing: [
          pivotOperator(formData, query),
          renameOperator(formData, query),
          flattenOperator(formData, query),
        ],
      },
    ];
  });
  expect(JSON.parse(JSON.stringify(context))).toEqual(line);
});
