import { legendRows, numberFormatControl, sortByMetricControl, validateNonEmpty } from '../../core/viz/index.ts';
import type { ControlPanelConfig } from '../../core/viz/index.ts';

const LABEL_TYPES = [
  ['key', 'Category Name'],
  ['value', 'Value'],
  ['percent', 'Percentage'],
  ['key_value', 'Category and Value'],
  ['key_percent', 'Category and Percentage'],
  ['key_value_percent', 'Category, Value and Percentage'],
  ['value_percent', 'Value and Percentage'],
] as const;

// Superset's plugin-chart-echarts/src/Funnel/controlPanel.tsx.
const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['groupby'],
        ['metric'],
        ['adhoc_filters'],
        ['row_limit'],
        [sortByMetricControl],
        [
          {
            name: 'percent_calculation_type',
            type: 'SelectControl',
            label: 'Percent calculation',
            default: 'first_step',
            renderTrigger: true,
            choices: [
              ['first_step', 'Calculate from first step'],
              ['prev_step', 'Calculate from previous step'],
              ['total', 'Percent of total'],
            ],
            description: 'Whether to calculate the percentage from the first step, the previous step or the total.',
          },
        ],
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
            name: 'label_type',
            type: 'SelectControl',
            label: 'Label Contents',
            default: 'key',
            renderTrigger: true,
            choices: LABEL_TYPES,
            description: 'What should be shown as the label',
          },
        ],
        [
          {
            name: 'tooltip_label_type',
            type: 'SelectControl',
            label: 'Tooltip Contents',
            default: 'key_value_percent',
            renderTrigger: true,
            choices: LABEL_TYPES,
            description: 'What should be shown as the tooltip label',
          },
        ],
        [numberFormatControl()],
        ['currency_format'],
        [
          {
            name: 'show_labels',
            type: 'CheckboxControl',
            label: 'Show Labels',
            renderTrigger: true,
            default: true,
            description: 'Whether to display the labels.',
          },
        ],
        [
          {
            name: 'show_tooltip_labels',
            type: 'CheckboxControl',
            label: 'Show Tooltip Labels',
            renderTrigger: true,
            default: true,
            description: 'Whether to display the tooltip labels.',
          },
        ],
      ],
    },
  ],
  controlOverrides: {
    groupby: { validators: [validateNonEmpty] },
    metric: { validators: [validateNonEmpty] },
    row_limit: { default: 10 },
  },
};

export default controlPanel;
