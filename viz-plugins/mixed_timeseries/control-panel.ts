import type { ControlConfig, ControlPanelConfig, ControlPanelSection, ControlSetRow } from '../../core/viz/index.ts';
import { validateInteger, validateNonEmpty } from '../../core/viz/index.ts';

// Superset MixedTimeseries/controlPanel.tsx: a query section per query (A plain, B with `_b`
// form_data keys), then per-query chart options (B's with a `B` suffix) and both y-axes.

const queryRows = (s: '' | '_b'): ControlSetRow[] => [
  [{ name: `metrics${s}`, type: 'MetricsControl', label: 'Metrics', multi: true, validators: [validateNonEmpty] }],
  [{ name: `groupby${s}`, type: 'DndColumnSelect', label: 'Dimensions', multi: true, default: [] }],
  [{ name: `adhoc_filters${s}`, type: 'AdhocFilterControl', label: 'Filters', default: [] }],
  [{ name: `limit${s}`, type: 'SelectControl', label: 'Series limit', freeForm: true, validators: [validateInteger] }],
  [{ name: `timeseries_limit_metric${s}`, type: 'MetricsControl', label: 'Sort by', multi: false }],
  [{ name: `order_desc${s}`, type: 'CheckboxControl', label: 'Sort Descending', default: true }],
  [
    {
      name: `row_limit${s}`,
      type: 'SelectControl',
      label: 'Row limit',
      default: 10000,
      freeForm: true,
      validators: [validateInteger],
    },
  ],
  [{ name: `truncate_metric${s}`, type: 'CheckboxControl', label: 'Truncate Metric', default: true }],
  [
    {
      name: `rolling_type${s}`,
      type: 'SelectControl',
      label: 'Rolling Function',
      choices: [
        [null, 'None'],
        ['mean', 'mean'],
        ['sum', 'sum'],
        ['std', 'std'],
        ['cumsum', 'cumsum'],
      ],
    },
  ],
  [{ name: `time_compare${s}`, type: 'SelectControl', label: 'Time shift', multi: true, freeForm: true, default: [] }],
  [
    {
      name: `comparison_type${s}`,
      type: 'SelectControl',
      label: 'Calculation type',
      default: 'values',
      choices: [
        ['values', 'Actual values'],
        ['difference', 'Difference'],
        ['percentage', 'Percentage change'],
        ['ratio', 'Ratio'],
      ],
    },
  ],
  [{ name: `resample_rule${s}`, type: 'SelectControl', label: 'Rule', freeForm: true }],
  [{ name: `resample_method${s}`, type: 'SelectControl', label: 'Fill method', freeForm: true }],
];

const SERIES_TYPES = [
  ['line', 'Line'],
  ['scatter', 'Scatter'],
  ['smooth', 'Smooth Line'],
  ['bar', 'Bar'],
  ['start', 'Step - start'],
  ['middle', 'Step - middle'],
  ['end', 'Step - end'],
] as const;

const optionRows = (s: '' | 'B'): ControlSetRow[] => {
  const rt = (c: ControlConfig): ControlConfig => ({ ...c, renderTrigger: true });
  return [
    [
      rt({
        name: `seriesType${s}`,
        type: 'SelectControl',
        label: 'Series type',
        default: 'line',
        choices: SERIES_TYPES,
      }),
    ],
    [rt({ name: `stack${s}`, type: 'CheckboxControl', label: 'Stack series', default: false })],
    [rt({ name: `area${s}`, type: 'CheckboxControl', label: 'Area chart', default: false })],
    [rt({ name: `show_value${s}`, type: 'CheckboxControl', label: 'Show Values', default: false })],
    [rt({ name: `opacity${s}`, type: 'SliderControl', label: 'Opacity', default: 0.2, min: 0, max: 1, step: 0.1 })],
    [rt({ name: `markerEnabled${s}`, type: 'CheckboxControl', label: 'Marker', default: false })],
    [rt({ name: `markerSize${s}`, type: 'SliderControl', label: 'Marker size', default: 6, min: 0, max: 100 })],
    [
      rt({
        name: `yAxisIndex${s}`,
        type: 'SelectControl',
        label: 'Y Axis',
        default: 0,
        choices: [
          [0, 'Primary'],
          [1, 'Secondary'],
        ],
      }),
    ],
    [
      rt({
        name: `sort_series_type${s}`,
        type: 'SelectControl',
        label: 'Sort Series By',
        default: 'sum',
        choices: [
          ['name', 'Category name'],
          ['sum', 'Total value'],
          ['min', 'Minimum value'],
          ['max', 'Maximum value'],
          ['avg', 'Average value'],
        ],
      }),
    ],
  ];
};

const sections: ControlPanelSection[] = [
  { label: 'Shared query fields', expanded: true, controlSetRows: [['x_axis'], ['time_grain_sqla']] },
  { label: 'Query A', expanded: true, controlSetRows: queryRows('') },
  { label: 'Query B', expanded: false, controlSetRows: queryRows('_b') },
  { label: 'Annotations and Layers', expanded: false, controlSetRows: [['annotation_layers']] },
  {
    label: 'Chart Options',
    expanded: true,
    controlSetRows: [
      ['color_scheme'],
      [
        {
          name: 'show_query_identifiers',
          type: 'CheckboxControl',
          label: 'Show query identifiers',
          default: false,
          renderTrigger: true,
          description: 'Add Query A and Query B identifiers to tooltips and legend',
        },
      ],
      ...optionRows(''),
      ...optionRows('B'),
      [{ name: 'zoomable', type: 'CheckboxControl', label: 'Data Zoom', default: false, renderTrigger: true }],
      [{ name: 'show_legend', type: 'CheckboxControl', label: 'Show legend', default: true, renderTrigger: true }],
      ['x_axis_time_format'],
      [{ name: 'rich_tooltip', type: 'CheckboxControl', label: 'Rich tooltip', default: true, renderTrigger: true }],
      ['y_axis_format'],
      [{ name: 'logAxis', type: 'CheckboxControl', label: 'Logarithmic y-axis', default: false, renderTrigger: true }],
      [
        {
          name: 'y_axis_bounds',
          type: 'BoundsControl',
          label: 'Primary y-axis Bounds',
          default: [null, null],
          renderTrigger: true,
        },
      ],
      [
        {
          name: 'y_axis_format_secondary',
          type: 'SelectControl',
          label: 'Secondary y-axis format',
          default: 'SMART_NUMBER',
          freeForm: true,
          renderTrigger: true,
        },
      ],
      [
        {
          name: 'logAxisSecondary',
          type: 'CheckboxControl',
          label: 'Logarithmic y-axis',
          default: false,
          renderTrigger: true,
        },
      ],
      [
        {
          name: 'y_axis_bounds_secondary',
          type: 'BoundsControl',
          label: 'Secondary y-axis Bounds',
          default: [null, null],
          renderTrigger: true,
        },
      ],
      [
        {
          name: 'yAxisTitleSecondary',
          type: 'TextControl',
          label: 'Secondary y-axis title',
          default: '',
          renderTrigger: true,
        },
      ],
    ],
  },
];

const config: ControlPanelConfig = { controlPanelSections: sections };

export default config;
