// The pivot table's controls, as Superset's plugin-chart-pivot-table controlPanel.tsx declares them.
import { validateInteger, validateMaxValue, validateNonEmpty, type ControlPanelConfig } from '../../core/viz/index.ts';
import { AGGREGATE_FUNCTIONS } from './aggregators.ts';

const SORT_CHOICES = [
  ['key_a_to_z', 'key a-z'],
  ['key_z_to_a', 'key z-a'],
  ['value_a_to_z', 'value ascending'],
  ['value_z_to_a', 'value descending'],
] as const;

const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'groupbyColumns',
            type: 'DndColumnSelect',
            label: 'Columns',
            description: 'Columns to group by on the columns',
            multi: true,
            default: [],
          },
        ],
        [
          {
            name: 'groupbyRows',
            type: 'DndColumnSelect',
            label: 'Rows',
            description: 'Columns to group by on the rows',
            multi: true,
            default: [],
          },
        ],
        [{ name: 'time_grain_sqla', type: 'SelectControl', label: 'Time Grain', clearable: true }],
        [{ name: 'temporal_columns_lookup', type: 'HiddenControl', label: '', default: {} }],
        [
          {
            name: 'metrics',
            type: 'DndMetricSelect',
            label: 'Metrics',
            multi: true,
            default: [],
            validators: [validateNonEmpty],
          },
        ],
        [
          {
            name: 'metricsLayout',
            type: 'SelectControl',
            label: 'Apply metrics on',
            default: 'COLUMNS',
            renderTrigger: true,
            choices: [
              ['COLUMNS', 'Columns'],
              ['ROWS', 'Rows'],
            ],
            description: 'Use metrics as a top level group for columns or for rows',
          },
        ],
        ['adhoc_filters'],
        [
          {
            name: 'row_limit',
            type: 'SelectControl',
            label: 'Cell limit',
            default: 10000,
            freeForm: true,
            choices: [10, 50, 100, 250, 500, 1000, 5000, 10000, 50000].map((n) => [n, String(n)] as const),
            validators: [validateNonEmpty, validateInteger, validateMaxValue(100000)],
            description: 'Limits the number of cells that get retrieved.',
          },
        ],
        [
          {
            name: 'series_limit_metric',
            type: 'DndMetricSelect',
            label: 'Sort by',
            description:
              'Metric used to define how the top series are sorted if a series or cell limit is present. If undefined reverts to the first metric (where appropriate).',
          },
        ],
        [{ name: 'order_desc', type: 'CheckboxControl', label: 'Sort descending', default: true }],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      tabOverride: 'data',
      controlSetRows: [
        [
          {
            name: 'aggregateFunction',
            type: 'SelectControl',
            label: 'Aggregation function',
            default: 'Sum',
            clearable: false,
            renderTrigger: true,
            choices: AGGREGATE_FUNCTIONS.map((f) => [f, f] as const),
            description: 'Aggregate function to apply when pivoting and computing the total rows and columns',
          },
        ],
        [
          {
            name: 'rowTotals',
            type: 'CheckboxControl',
            label: 'Show rows total',
            default: false,
            renderTrigger: true,
            description: 'Display row level total',
          },
          {
            name: 'rowSubTotals',
            type: 'CheckboxControl',
            label: 'Show rows subtotal',
            default: false,
            renderTrigger: true,
            description: 'Display row level subtotal',
          },
        ],
        [
          {
            name: 'colTotals',
            type: 'CheckboxControl',
            label: 'Show columns total',
            default: false,
            renderTrigger: true,
            description: 'Display column level total',
          },
          {
            name: 'colSubTotals',
            type: 'CheckboxControl',
            label: 'Show columns subtotal',
            default: false,
            renderTrigger: true,
            description: 'Display column level subtotal',
          },
        ],
        [
          {
            name: 'transposePivot',
            type: 'CheckboxControl',
            label: 'Transpose pivot',
            default: false,
            renderTrigger: true,
            description: 'Swap rows and columns',
          },
          {
            name: 'combineMetric',
            type: 'CheckboxControl',
            label: 'Combine metrics',
            default: false,
            renderTrigger: true,
            description:
              'Display metrics side by side within each column, as opposed to each column being displayed side by side for each metric.',
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
            name: 'valueFormat',
            type: 'SelectControl',
            label: 'Value format',
            default: 'SMART_NUMBER',
            freeForm: true,
            renderTrigger: true,
            choices: [
              ['SMART_NUMBER', 'Adaptive formatting'],
              ['~g', 'Original value'],
              [',d', ',d (12345.432 => 12,345)'],
              ['.1s', '.1s (12345.432 => 10k)'],
              ['.3s', '.3s (12345.432 => 12.3k)'],
              [',.1%', ',.1% (12345.432 => 1,234,543.2%)'],
              ['.2%', '.2% (12345.432 => 1234543.20%)'],
              [',.2f', ',.2f (12345.432 => 12,345.43)'],
              ['$,.2f', '$,.2f (12345.432 => $12,345.43)'],
            ],
            description: 'D3 format syntax: https://github.com/d3/d3-format',
          },
        ],
        [{ name: 'currency_format', type: 'CurrencyControl', label: 'Currency format', renderTrigger: true }],
        [
          {
            name: 'date_format',
            type: 'SelectControl',
            label: 'Date format',
            default: 'smart_date',
            freeForm: true,
            renderTrigger: true,
            choices: [
              ['smart_date', 'Adaptive formatting'],
              ['%Y-%m-%d', '%Y-%m-%d | 2019-01-14'],
              ['%d/%m/%Y', '%d/%m/%Y | 14/01/2019'],
              ['%m/%d/%Y', '%m/%d/%Y | 01/14/2019'],
              ['%Y-%m-%d %H:%M:%S', '%Y-%m-%d %H:%M:%S | 2019-01-14 01:32:10'],
            ],
          },
        ],
        [
          {
            name: 'rowOrder',
            type: 'SelectControl',
            label: 'Rows sort by',
            default: 'key_a_to_z',
            renderTrigger: true,
            choices: SORT_CHOICES,
          },
          {
            name: 'colOrder',
            type: 'SelectControl',
            label: 'Cols sort by',
            default: 'key_a_to_z',
            renderTrigger: true,
            choices: SORT_CHOICES,
          },
        ],
        [
          {
            name: 'conditional_formatting',
            type: 'ConditionalFormattingControl',
            label: 'Conditional formatting',
            default: [],
            renderTrigger: true,
            description: 'Apply conditional color formatting to metrics',
          },
        ],
      ],
    },
  ],
};

export default controlPanel;
