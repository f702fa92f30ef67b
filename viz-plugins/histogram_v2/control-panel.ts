import { validateInteger, validateNonEmpty, type ControlPanelConfig } from '../../core/viz/index.ts';

// Superset's plugin-chart-echarts/src/Histogram/controlPanel.tsx.
const config: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'column',
            type: 'DndColumnSelect',
            label: 'Column',
            multi: false,
            description: 'Numeric column used to calculate the histogram.',
            validators: [validateNonEmpty],
          },
        ],
        ['groupby'],
        ['adhoc_filters'],
        ['row_limit'],
        [
          {
            name: 'bins',
            type: 'SelectControl',
            label: 'Bins',
            freeForm: true,
            default: 5,
            choices: [5, 10, 15, 20, 25, 30, 50, 100].map((n) => [n, String(n)] as const),
            description: 'The number of bins for the histogram',
            validators: [validateInteger],
          },
        ],
        [
          {
            name: 'normalize',
            type: 'CheckboxControl',
            label: 'Normalize',
            default: false,
            description:
              "The normalize option transforms the histogram values into proportions or probabilities by dividing each bin's count by the total count of data points.",
          },
        ],
        [
          {
            name: 'cumulative',
            type: 'CheckboxControl',
            label: 'Cumulative',
            default: false,
            description:
              'The cumulative option allows you to see how your data accumulates over different values. When enabled, the histogram bars represent the running total of frequencies up to each bin.',
          },
        ],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        [
          { name: 'show_value', type: 'CheckboxControl', label: 'Show Value', renderTrigger: true, default: false },
          { name: 'show_legend', type: 'CheckboxControl', label: 'Show legend', renderTrigger: true, default: true },
        ],
        [{ name: 'x_axis_title', type: 'TextControl', label: 'X Axis Title', renderTrigger: true, default: '' }],
        [
          {
            name: 'x_axis_format',
            type: 'SelectControl',
            label: 'X Axis Format',
            freeForm: true,
            default: 'SMART_NUMBER',
            renderTrigger: true,
          },
        ],
        [{ name: 'y_axis_title', type: 'TextControl', label: 'Y Axis Title', renderTrigger: true, default: '' }],
        ['y_axis_format'],
      ],
    },
  ],
};

export default config;
