import {
  numberFormatControl,
  sortByMetricControl,
  validateInteger,
  validateNonEmpty,
  validateNumber,
} from '../../core/viz/index.ts';
import type { ControlConfig, ControlPanelConfig } from '../../core/viz/index.ts';

const check = (name: string, label: string, def: boolean, description: string): ControlConfig => ({
  name,
  type: 'CheckboxControl',
  label,
  default: def,
  renderTrigger: true,
  description,
});

const num = (name: string, label: string, def: unknown, description: string, isInt = false): ControlConfig => ({
  name,
  type: 'TextControl',
  label,
  default: def,
  renderTrigger: true,
  isInt,
  isFloat: !isInt,
  validators: [isInt ? validateInteger : validateNumber],
  description,
});

// Superset's plugin-chart-echarts/src/Gauge/controlPanel.tsx (defaults from src/Gauge/types.ts).
const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [['groupby'], ['metric'], ['adhoc_filters'], ['row_limit'], [sortByMetricControl]],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [
          num('min_val', 'Min', null, 'Minimum value on the gauge axis'),
          num('max_val', 'Max', null, 'Maximum value on the gauge axis'),
        ],
        [
          {
            name: 'start_angle',
            type: 'TextControl',
            label: 'Start angle',
            default: 225,
            isFloat: true,
            renderTrigger: true,
            validators: [validateNumber],
            description: 'Angle at which to start progress axis',
          },
          {
            name: 'end_angle',
            type: 'TextControl',
            label: 'End angle',
            default: -45,
            isFloat: true,
            renderTrigger: true,
            validators: [validateNumber],
            description: 'Angle at which to end progress axis',
          },
        ],
        ['color_scheme'],
        [
          {
            name: 'font_size',
            type: 'SelectControl',
            label: 'Font size',
            default: 15,
            renderTrigger: true,
            choices: [8, 10, 12, 14, 15, 16, 18, 20, 24, 28, 32].map((size) => [size, String(size)] as const),
            description: 'Font size for axis labels, detail value and other text elements',
          },
        ],
        [numberFormatControl()],
        ['currency_format'],
        [
          {
            name: 'value_formatter',
            type: 'TextControl',
            label: 'Value format',
            default: '{value}',
            renderTrigger: true,
            description: 'Additional text to add before or after the value, e.g. unit',
          },
        ],
        [check('show_pointer', 'Show pointer', true, 'Whether to show the pointer')],
        [check('animation', 'Animation', true, 'Whether to animate the progress and the value or just display them')],
        [check('show_axis_tick', 'Show axis line ticks', false, 'Whether to show minor ticks on the axis')],
        [check('show_split_line', 'Show split lines', false, 'Whether to show the split lines on the axis')],
        [num('split_number', 'Split number', 10, 'Number of split segments on the axis', true)],
        [check('show_progress', 'Show progress', true, 'Whether to show the progress of gauge chart')],
        [check('overlap', 'Overlap', true, 'Whether the progress bar overlaps when there are multiple groups of data')],
        [check('round_cap', 'Round cap', false, 'Style the ends of the progress bar with a round cap')],
        [
          {
            name: 'intervals',
            type: 'TextControl',
            label: 'Interval bounds',
            default: '',
            renderTrigger: true,
            description:
              'Comma-separated interval bounds, e.g. 2,4,5 for intervals 0-2, 2-4 and 4-5. Last number should match the value provided for MAX.',
          },
        ],
        [
          {
            name: 'interval_color_indices',
            type: 'TextControl',
            label: 'Interval colors',
            default: '',
            renderTrigger: true,
            description:
              'Comma-separated color picks for the intervals, e.g. 1,2,4. Integers denote colors from the chosen color scheme and are 1-indexed. Length must be matching that of interval bounds.',
          },
        ],
      ],
    },
  ],
  controlOverrides: {
    metric: { validators: [validateNonEmpty] },
    row_limit: { default: 10 },
  },
};

export default controlPanel;
