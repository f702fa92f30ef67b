import { dateFormatControl, numberFormatControl, sortByMetricControl, validateNonEmpty } from '../../core/viz/index.ts';
import type { ControlPanelConfig } from '../../core/viz/index.ts';

// Superset's plugin-chart-echarts/src/Sunburst/controlPanel.tsx.
const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'columns',
            type: 'DndColumnSelect',
            label: 'Hierarchy',
            multi: true,
            default: [],
            validators: [validateNonEmpty],
            description:
              'Sets the hierarchy levels of the chart. Each level is represented by one ring with the innermost circle as the top of the hierarchy.',
          },
        ],
        ['metric'],
        ['secondary_metric'],
        ['adhoc_filters'],
        ['row_limit'],
        [sortByMetricControl],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        ['linear_color_scheme'],
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
            name: 'show_labels_threshold',
            type: 'TextControl',
            label: 'Percentage threshold',
            renderTrigger: true,
            isFloat: true,
            default: 5,
            description: 'Minimum threshold in percentage points for showing labels.',
          },
        ],
        [
          {
            name: 'show_total',
            type: 'CheckboxControl',
            label: 'Show Total',
            default: false,
            renderTrigger: true,
            description: 'Whether to display the aggregate count',
          },
        ],
        [
          {
            name: 'label_type',
            type: 'SelectControl',
            label: 'Label Type',
            default: 'key',
            renderTrigger: true,
            choices: [
              ['key', 'Category Name'],
              ['value', 'Value'],
              ['key_value', 'Category and Value'],
            ],
            description: 'What should be shown on the label?',
          },
        ],
        [numberFormatControl()],
        ['currency_format'],
        [dateFormatControl()],
      ],
    },
  ],
  controlOverrides: {
    metric: {
      label: 'Primary Metric',
      description: 'The primary metric is used to define the arc segment sizes',
      validators: [validateNonEmpty],
    },
    secondary_metric: {
      label: 'Secondary Metric',
      default: null,
      description:
        '[optional] this secondary metric is used to define the color as a ratio against the primary metric. When omitted, the color is categorical and based on labels',
    },
    row_limit: { default: 10000 },
  },
};

export default controlPanel;
