import { dateFormatControl, legendRows, numberFormatControl, validateNonEmpty } from '../../core/viz/index.ts';
import type { ControlPanelConfig } from '../../core/viz/index.ts';

// Superset's plugin-chart-echarts/src/Radar/controlPanel.tsx.
const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['groupby'],
        ['metrics'],
        ['adhoc_filters'],
        [
          {
            name: 'series_limit_metric',
            type: 'MetricsControl',
            label: 'Sort by',
            description: 'Metric used to order the groups',
            default: null,
          },
        ],
        ['row_limit'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        ...legendRows,
        [
          {
            name: 'show_labels',
            type: 'CheckboxControl',
            label: 'Show Labels',
            renderTrigger: true,
            default: false,
            description: 'Whether to display the labels.',
          },
        ],
        [
          {
            name: 'label_type',
            type: 'SelectControl',
            label: 'Label Type',
            default: 'value',
            renderTrigger: true,
            choices: [
              ['value', 'Value'],
              ['key_value', 'Category and Value'],
            ],
            description: 'What should be shown on the label?',
          },
        ],
        [
          {
            name: 'label_position',
            type: 'SelectControl',
            label: 'Label position',
            default: 'top',
            renderTrigger: true,
            choices: [
              'top',
              'left',
              'right',
              'bottom',
              'inside',
              'insideLeft',
              'insideRight',
              'insideTop',
              'insideBottom',
            ].map((position) => [position, position] as const),
            description: 'Position of the labels',
          },
        ],
        [numberFormatControl()],
        ['currency_format'],
        [dateFormatControl()],
        [
          {
            name: 'column_config',
            type: 'ColumnConfigControl',
            label: 'Customize Metrics',
            renderTrigger: true,
            description: 'Further customize how to display each metric (radarMetricMaxValue, radarMetricMinValue)',
          },
        ],
        [
          {
            name: 'is_circle',
            type: 'CheckboxControl',
            label: 'Circle radar shape',
            renderTrigger: true,
            default: false,
            description: "Radar render type, whether to display 'circle' shape.",
          },
        ],
      ],
    },
  ],
  controlOverrides: {
    groupby: { validators: [validateNonEmpty] },
    metrics: { validators: [validateNonEmpty] },
    row_limit: { default: 10 },
  },
};

export default controlPanel;
