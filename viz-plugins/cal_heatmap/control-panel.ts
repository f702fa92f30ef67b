import { validateInteger, type ControlPanelConfig } from '../../core/viz/index.ts';

const int = (name: string, label: string, def: number, description: string) =>
  ({
    name,
    type: 'TextControl',
    isInt: true,
    label,
    default: def,
    renderTrigger: true,
    description,
    validators: [validateInteger],
  }) as const;

// Superset's legacy-plugin-chart-calendar/src/controlPanel.ts.
const config: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Time',
      expanded: true,
      description: 'Time related form attributes',
      controlSetRows: [
        [
          {
            name: 'granularity_sqla',
            type: 'SelectControl',
            label: 'Time Column',
            description: 'The time column for the visualization.',
          },
        ],
        [{ name: 'time_range', type: 'TimeRangeControl', label: 'Time Range', default: 'No filter' }],
      ],
    },
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'domain_granularity',
            type: 'SelectControl',
            label: 'Domain',
            default: 'month',
            choices: ['hour', 'day', 'week', 'month', 'year'].map((v) => [v, v] as const),
            description: 'The time unit used for the grouping of blocks',
          },
          {
            name: 'subdomain_granularity',
            type: 'SelectControl',
            label: 'Subdomain',
            default: 'day',
            choices: ['min', 'hour', 'day', 'week', 'month'].map((v) => [v, v] as const),
            description:
              'The time unit for each block. Should be a smaller unit than domain_granularity. Should be larger or equal to Time Grain',
          },
        ],
        ['metrics'],
        ['adhoc_filters'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        ['linear_color_scheme'],
        [
          int('cell_size', 'Cell Size', 10, 'The size of the square cell, in pixels'),
          int('cell_padding', 'Cell Padding', 2, 'The distance between cells, in pixels'),
        ],
        [
          int('cell_radius', 'Cell Radius', 0, 'The pixel radius'),
          int('steps', 'Color Steps', 10, 'The number color "steps"'),
        ],
        ['y_axis_format'],
        ['x_axis_time_format'],
        [
          {
            name: 'show_legend',
            type: 'CheckboxControl',
            label: 'Legend',
            default: true,
            renderTrigger: true,
            description: 'Whether to display the legend (toggles)',
          },
          {
            name: 'show_values',
            type: 'CheckboxControl',
            label: 'Show Values',
            default: false,
            renderTrigger: true,
            description: 'Whether to display the numerical values within the cells',
          },
        ],
        [
          {
            name: 'show_metric_name',
            type: 'CheckboxControl',
            label: 'Show Metric Names',
            default: true,
            renderTrigger: true,
            description: 'Whether to display the metric name as a title',
          },
        ],
      ],
    },
  ],
  controlOverrides: { y_axis_format: { label: 'Number Format' }, x_axis_time_format: { label: 'Time Format' } },
};

export default config;
