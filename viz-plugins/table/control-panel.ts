// The table's controls, as Superset's plugin-chart-table controlPanel.tsx declares them.
import {
  validateInteger,
  validateMaxValue,
  validateNonEmpty,
  type ControlConfig,
  type ControlPanelConfig,
  type ControlValidator,
  type QueryFormData,
} from '../../core/viz/index.ts';
import { getQueryMode } from './query-mode.ts';
import type { TableFormData } from './types.ts';

const isAggMode = ({ formData }: { formData: QueryFormData }) =>
  getQueryMode(formData as TableFormData) === 'aggregate';
const isRawMode = ({ formData }: { formData: QueryFormData }) => getQueryMode(formData as TableFormData) === 'raw';

/** Aggregate mode needs a dimension or a metric (Superset's validateAggControlValues). */
const needsGroupbyOrMetric =
  (other: string[]): ControlValidator =>
  (value, formData) => {
    const values = [value, ...other.map((k) => formData?.[k])];
    return values.some((v) => Array.isArray(v) && v.length > 0)
      ? false
      : 'Group By, Metrics or Percentage Metrics must have a value';
  };

const queryMode: ControlConfig = {
  name: 'query_mode',
  type: 'SelectControl',
  label: 'Query mode',
  default: null,
  choices: [
    ['aggregate', 'Aggregate'],
    ['raw', 'Raw records'],
  ],
  renderTrigger: false,
};

const PAGE_SIZES = [
  [0, 'All'],
  [10, '10'],
  [20, '20'],
  [50, '50'],
  [100, '100'],
  [200, '200'],
] as const;

const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [queryMode],
        [
          {
            name: 'groupby',
            type: 'DndColumnSelect',
            label: 'Dimensions',
            description: 'Columns to group by',
            multi: true,
            default: [],
            visibility: isAggMode,
            resetOnHide: false,
            validators: [needsGroupbyOrMetric(['metrics', 'percent_metrics'])],
          },
        ],
        [
          {
            name: 'time_grain_sqla',
            type: 'SelectControl',
            label: 'Time Grain',
            visibility: isAggMode,
            clearable: true,
          },
        ],
        [{ name: 'temporal_columns_lookup', type: 'HiddenControl', label: '', default: {} }],
        [
          {
            name: 'metrics',
            type: 'DndMetricSelect',
            label: 'Metrics',
            multi: true,
            default: [],
            visibility: isAggMode,
            resetOnHide: false,
            validators: [needsGroupbyOrMetric(['groupby', 'percent_metrics'])],
          },
        ],
        [
          {
            name: 'all_columns',
            type: 'DndColumnSelect',
            label: 'Columns',
            description: 'Columns to display',
            multi: true,
            default: [],
            visibility: isRawMode,
            resetOnHide: false,
            validators: [(v, fd) => (isRawMode({ formData: fd! }) ? validateNonEmpty(v) : false)],
          },
        ],
        [
          {
            name: 'percent_metrics',
            type: 'DndMetricSelect',
            label: 'Percentage metrics',
            description:
              'Select one or many metrics to display, that will be displayed in the percentages of total. Percentage metrics will be calculated only from data within the row limit. You can use an aggregation function on a column or write custom SQL to create a percentage metric.',
            multi: true,
            default: [],
            visibility: isAggMode,
            resetOnHide: false,
          },
        ],
        [
          {
            name: 'percent_metric_calculation',
            type: 'SelectControl',
            label: 'Percentage metric calculation',
            default: 'row_limit',
            choices: [
              ['row_limit', 'Row limit'],
              ['all_records', 'All records'],
            ],
            visibility: ({ formData }) =>
              isAggMode({ formData }) && Boolean((formData.percent_metrics as unknown[])?.length),
            description:
              'Row Limit: percentages are calculated based on the subset of data retrieved, respecting the row limit. All Records: Percentages are calculated based on the total dataset, ignoring the row limit.',
          },
        ],
        ['adhoc_filters'],
        [
          {
            name: 'timeseries_limit_metric',
            type: 'DndMetricSelect',
            label: 'Sort by',
            description:
              'Metric used to define how the top series are sorted if a series or row limit is present. If undefined reverts to the first metric (where appropriate).',
            visibility: isAggMode,
            resetOnHide: false,
          },
        ],
        [
          {
            name: 'order_by_cols',
            type: 'SelectControl',
            label: 'Ordering',
            description: 'Order results by selected columns',
            multi: true,
            default: [],
            visibility: isRawMode,
            resetOnHide: false,
          },
        ],
        [
          {
            name: 'server_pagination',
            type: 'CheckboxControl',
            label: 'Server pagination',
            description: 'Enable server side pagination of results (experimental feature)',
            default: false,
          },
        ],
        [
          {
            name: 'server_page_length',
            type: 'SelectControl',
            label: 'Server Page Length',
            default: 10,
            freeForm: true,
            choices: PAGE_SIZES.filter(([n]) => n > 0),
            description: 'Rows per page, 0 means no pagination',
            visibility: ({ formData }) => Boolean(formData.server_pagination),
            validators: [validateInteger],
          },
        ],
        [
          {
            name: 'row_limit',
            type: 'SelectControl',
            label: 'Row limit',
            default: 10000,
            freeForm: true,
            choices: [10, 50, 100, 250, 500, 1000, 5000, 10000, 50000].map((n) => [n, String(n)] as const),
            validators: [validateNonEmpty, validateInteger, validateMaxValue(100000)],
            description:
              'Limits the number of the rows that are computed in the query that is the source of the data used for this chart.',
          },
        ],
        [
          {
            name: 'order_desc',
            type: 'CheckboxControl',
            label: 'Sort descending',
            default: true,
            description:
              'If enabled, this control sorts the results/values descending, otherwise it sorts the results ascending.',
            visibility: ({ formData }) => isAggMode({ formData }) && Boolean(formData.timeseries_limit_metric),
            resetOnHide: false,
          },
        ],
        [
          {
            name: 'show_totals',
            type: 'CheckboxControl',
            label: 'Show summary',
            default: false,
            description:
              'Show total aggregations of selected metrics. Note that row limit does not apply to the result.',
            visibility: isAggMode,
            resetOnHide: false,
          },
        ],
      ],
    },
    {
      label: 'Time Comparison',
      expanded: false,
      controlSetRows: [
        [
          {
            name: 'time_compare',
            type: 'SelectControl',
            label: 'Time shift',
            multi: false,
            freeForm: true,
            default: [],
            choices: [
              ['1 day ago', '1 day ago'],
              ['1 week ago', '1 week ago'],
              ['28 days ago', '28 days ago'],
              ['30 days ago', '30 days ago'],
              ['1 month ago', '1 month ago'],
              ['52 weeks ago', '52 weeks ago'],
              ['1 year ago', '1 year ago'],
              ['104 weeks ago', '104 weeks ago'],
              ['2 years ago', '2 years ago'],
              ['156 weeks ago', '156 weeks ago'],
              ['3 years ago', '3 years ago'],
              ['custom', 'Custom'],
              ['inherit', 'Inherit range from time filter'],
            ],
            description:
              'Overlay results from a relative time period. Expects relative time deltas in natural language (example: 24 hours, 7 days, 52 weeks, 365 days).',
            visibility: isAggMode,
          },
        ],
        [
          {
            name: 'start_date_offset',
            type: 'TextControl',
            label: 'Shift start date',
            visibility: ({ formData }) =>
              isAggMode({ formData }) &&
              (formData.time_compare as unknown[] | undefined)?.includes?.('custom') === true,
          },
        ],
        [
          {
            name: 'comparison_type',
            type: 'SelectControl',
            label: 'Calculation type',
            default: 'values',
            choices: [
              ['values', 'Actual values'],
              ['difference', 'Difference'],
              ['percentage', 'Percentage change'],
              ['ratio', 'Ratio'],
            ],
            visibility: isAggMode,
            description:
              'How to display time shifts: as individual lines; as the difference between the main time series and each time shift; as the percentage change; or as the ratio between series and time shifts.',
          },
        ],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [
          {
            name: 'table_timestamp_format',
            type: 'SelectControl',
            label: 'Timestamp format',
            default: 'smart_date',
            freeForm: true,
            renderTrigger: true,
            choices: [
              ['smart_date', 'Adaptive formatting'],
              ['%d/%m/%Y', '%d/%m/%Y | 14/01/2019'],
              ['%m/%d/%Y', '%m/%d/%Y | 01/14/2019'],
              ['%Y-%m-%d', '%Y-%m-%d | 2019-01-14'],
              ['%Y-%m-%d %H:%M:%S', '%Y-%m-%d %H:%M:%S | 2019-01-14 01:32:10'],
              ['%d-%m-%Y %H:%M:%S', '%d-%m-%Y %H:%M:%S | 14-01-2019 01:32:10'],
              ['%H:%M:%S', '%H:%M:%S | 01:32:10'],
            ],
            description: 'D3 time format for datetime columns',
          },
        ],
        [
          {
            name: 'page_length',
            type: 'SelectControl',
            label: 'Page length',
            default: null,
            freeForm: true,
            renderTrigger: true,
            choices: PAGE_SIZES,
            description: 'Rows per page, 0 means no pagination',
            visibility: ({ formData }) => !formData.server_pagination,
            validators: [validateInteger],
          },
        ],
        [
          {
            name: 'include_search',
            type: 'CheckboxControl',
            label: 'Search box',
            default: false,
            renderTrigger: true,
            description: 'Whether to include a client-side search box',
          },
          {
            name: 'show_cell_bars',
            type: 'CheckboxControl',
            label: 'Cell bars',
            default: true,
            renderTrigger: true,
            description: 'Whether to display a bar chart background in table columns',
          },
        ],
        [
          {
            name: 'align_pn',
            type: 'CheckboxControl',
            label: 'Align +/-',
            default: false,
            renderTrigger: true,
            description: 'Whether to align background charts with both positive and negative values at 0',
          },
          {
            name: 'color_pn',
            type: 'CheckboxControl',
            label: 'Add colors to cell bars for +/-',
            default: true,
            renderTrigger: true,
            description: 'Whether to colorize numeric values by whether they are positive or negative',
          },
        ],
        [
          {
            name: 'allow_rearrange_columns',
            type: 'CheckboxControl',
            label: 'Allow columns to be rearranged',
            default: false,
            renderTrigger: true,
            description:
              "Allow end user to drag-and-drop column headers to rearrange them. Note their changes won't persist for the next time they open the chart.",
          },
          {
            name: 'allow_render_html',
            type: 'CheckboxControl',
            label: 'Render columns in HTML format',
            default: true,
            renderTrigger: true,
            description: 'Render data in HTML format if applicable.',
          },
        ],
        [
          {
            name: 'column_config',
            type: 'ColumnConfigControl',
            label: 'Customize columns',
            default: {},
            renderTrigger: true,
            description: 'Further customize how to display each column',
          },
        ],
        [
          {
            name: 'conditional_formatting',
            type: 'ConditionalFormattingControl',
            label: 'Conditional formatting',
            default: [],
            renderTrigger: true,
            description: 'Apply conditional color formatting to numeric columns',
          },
        ],
      ],
    },
  ],
  formDataOverrides: (formData) => formData,
};

export default controlPanel;
