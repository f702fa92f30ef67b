import type { ControlConfig, ControlPanelConfig } from '../../core/viz/index.ts';
import { validateNonEmpty } from '../../core/viz/index.ts';

const text = (name: string, label: string): ControlConfig => ({
  name,
  type: 'TextControl',
  label,
  renderTrigger: true,
});
const color = (name: string, label: string, def: object): ControlConfig => ({
  name,
  type: 'ColorPickerControl',
  label,
  default: def,
  renderTrigger: true,
});

// Superset Waterfall/controlPanel.tsx.
const config: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [['x_axis'], ['time_grain_sqla'], ['groupby'], ['metric'], ['adhoc_filters'], ['row_limit']],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [{ name: 'show_value', type: 'CheckboxControl', label: 'Show Values', default: false, renderTrigger: true }],
        [{ name: 'show_legend', type: 'CheckboxControl', label: 'Show legend', default: false, renderTrigger: true }],
        [color('increase_color', 'Increase', { r: 90, g: 193, b: 137, a: 1 })],
        [color('decrease_color', 'Decrease', { r: 224, g: 67, b: 85, a: 1 })],
        [color('total_color', 'Total', { r: 102, g: 102, b: 102, a: 1 })],
        [text('increase_label', 'Increase label')],
        [text('decrease_label', 'Decrease label')],
        [text('total_label', 'Total label')],
        [text('x_axis_label', 'X Axis Label')],
        [
          {
            name: 'x_axis_time_format',
            type: 'SelectControl',
            label: 'Time format',
            default: 'smart_date',
            freeForm: true,
            renderTrigger: true,
          },
        ],
        [
          {
            name: 'x_ticks_layout',
            type: 'SelectControl',
            label: 'X Tick Layout',
            default: 'auto',
            renderTrigger: true,
            choices: [
              ['auto', 'auto'],
              ['flat', 'flat'],
              ['45°', '45°'],
              ['90°', '90°'],
              ['staggered', 'staggered'],
            ],
            description: 'The way the ticks are laid out on the X-axis',
          },
        ],
        [text('y_axis_label', 'Y Axis Label')],
        ['y_axis_format'],
        ['currency_format'],
      ],
    },
  ],
  controlOverrides: {
    groupby: {
      label: 'Breakdowns',
      multi: false,
      description: 'Breaks down the series by the category specified in this control.',
    },
    metric: { validators: [validateNonEmpty] },
    x_axis: { validators: [validateNonEmpty] },
  },
};

export default config;
