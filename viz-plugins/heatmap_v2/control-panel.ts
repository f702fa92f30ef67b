import { validateNonEmpty, type ControlPanelConfig } from '../../core/viz/index.ts';

const SORT_CHOICES = [
  ['alpha_asc', 'Axis ascending'],
  ['alpha_desc', 'Axis descending'],
  ['value_asc', 'Metric ascending'],
  ['value_desc', 'Metric descending'],
] as const;

// Superset's plugin-chart-echarts/src/Heatmap/controlPanel.tsx.
const config: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['x_axis'],
        ['time_grain_sqla'],
        [
          {
            name: 'groupby',
            type: 'DndColumnSelect',
            label: 'Y-axis',
            description: 'Dimension to use on y-axis.',
            multi: false,
            validators: [validateNonEmpty],
          },
        ],
        ['metric'],
        ['adhoc_filters'],
        ['row_limit'],
        [
          { name: 'sort_x_axis', type: 'SelectControl', label: 'Sort X Axis', choices: SORT_CHOICES, clearable: true },
          { name: 'sort_y_axis', type: 'SelectControl', label: 'Sort Y Axis', choices: SORT_CHOICES, clearable: true },
        ],
        [
          {
            name: 'normalize_across',
            type: 'SelectControl',
            label: 'Normalize Across',
            default: 'heatmap',
            choices: [
              ['heatmap', 'heatmap'],
              ['x', 'x'],
              ['y', 'y'],
            ],
            description:
              'Color will be shaded based the normalized (0% to 100%) value of a given cell against the other cells in the selected range: heatmap (all cells), x (within each column), y (within each row).',
          },
        ],
      ],
    },
    {
      label: 'Heatmap Options',
      expanded: true,
      controlSetRows: [
        ['linear_color_scheme'],
        [
          {
            name: 'legend_type',
            type: 'SelectControl',
            label: 'Legend Type',
            renderTrigger: true,
            default: 'continuous',
            choices: [
              ['continuous', 'Continuous'],
              ['piecewise', 'Piecewise'],
            ],
          },
        ],
        [
          {
            name: 'xscale_interval',
            type: 'SelectControl',
            label: 'XScale Interval',
            renderTrigger: true,
            default: -1,
            choices: [[-1, 'Auto'], ...Array.from({ length: 50 }, (_, i) => [i + 1, String(i + 1)] as const)],
            description: 'Number of steps to take between ticks when displaying the X scale',
          },
          {
            name: 'yscale_interval',
            type: 'SelectControl',
            label: 'YScale Interval',
            renderTrigger: true,
            default: -1,
            choices: [[-1, 'Auto'], ...Array.from({ length: 50 }, (_, i) => [i + 1, String(i + 1)] as const)],
            description: 'Number of steps to take between ticks when displaying the Y scale',
          },
        ],
        [
          {
            name: 'value_bounds',
            type: 'BoundsControl',
            label: 'Value bounds',
            renderTrigger: true,
            default: [null, null],
            description: 'Hard value bounds applied for color coding.',
          },
        ],
        ['y_axis_format'],
        ['x_axis_time_format'],
        ['currency_format'],
        [
          { name: 'show_legend', type: 'CheckboxControl', label: 'Legend', renderTrigger: true, default: true },
          {
            name: 'show_percentage',
            type: 'CheckboxControl',
            label: 'Show percentage',
            renderTrigger: true,
            default: true,
            description: 'Whether to include the percentage in the tooltip',
          },
        ],
        [
          {
            name: 'show_values',
            type: 'CheckboxControl',
            label: 'Show Values',
            renderTrigger: true,
            default: false,
            description: 'Whether to display the numerical values within the cells',
          },
          {
            name: 'normalized',
            type: 'CheckboxControl',
            label: 'Normalized',
            renderTrigger: true,
            default: false,
            description: 'Whether to apply a normal distribution based on rank on the color scale',
          },
        ],
      ],
    },
  ],
};

export default config;
