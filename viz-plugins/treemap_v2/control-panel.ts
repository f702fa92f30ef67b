import { dateFormatControl, numberFormatControl, sortByMetricControl, validateNonEmpty } from '../../core/viz/index.ts';
import type { ControlPanelConfig } from '../../core/viz/index.ts';

// Superset's plugin-chart-echarts/src/Treemap/controlPanel.tsx.
const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [['groupby'], ['metric'], ['row_limit'], [sortByMetricControl], ['adhoc_filters']],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
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
            name: 'show_upper_labels',
            type: 'CheckboxControl',
            label: 'Show Upper Labels',
            renderTrigger: true,
            default: true,
            description: 'Show labels when the node has children.',
          },
        ],
        [
          {
            name: 'label_type',
            type: 'SelectControl',
            label: 'Label Type',
            default: 'key_value',
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
    groupby: { label: 'Dimensions', description: 'Columns by which to group the hierarchy, from the outside in' },
    metric: { validators: [validateNonEmpty] },
    row_limit: { default: 10000 },
  },
};

export default controlPanel;
