import type { ControlConfig, ControlPanelConfig } from '../../core/viz/index.ts';
import { validateInteger, validateNonEmpty } from '../../core/viz/index.ts';

const checkbox = (
  name: string,
  label: string,
  def: boolean,
  description: string,
  renderTrigger = true,
): ControlConfig => ({
  name,
  type: 'CheckboxControl',
  label,
  default: def,
  description,
  renderTrigger,
});

// Superset BigNumber/BigNumberWithTrendline/controlPanel.tsx.
const config: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [['x_axis'], ['time_grain_sqla'], ['metric'], ['adhoc_filters']],
    },
    {
      label: 'Options',
      tabOverride: 'data',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'compare_lag',
            type: 'TextControl',
            label: 'Comparison Period Lag',
            isInt: true,
            validators: [validateInteger],
            description: 'Based on granularity, number of time periods to compare against',
          },
        ],
        [
          {
            name: 'compare_suffix',
            type: 'TextControl',
            label: 'Comparison suffix',
            description: 'Suffix to apply after the percentage display',
          },
        ],
        [checkbox('show_timestamp', 'Show Timestamp', false, 'Whether to display the timestamp')],
        [checkbox('show_trend_line', 'Show Trend Line', true, 'Whether to display the trend line')],
        [
          checkbox(
            'start_y_axis_at_zero',
            'Start y-axis at 0',
            true,
            'Start y-axis at zero. Uncheck to start y-axis at minimum value in the data.',
          ),
        ],
        [
          checkbox(
            'time_range_fixed',
            'Fix to selected Time Range',
            false,
            'Fix the trend line to the full time range specified in case filtered results do not include the start or end dates',
          ),
        ],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'color_picker',
            type: 'ColorPickerControl',
            label: 'Color',
            default: { r: 0, g: 122, b: 135, a: 1 },
            renderTrigger: true,
          },
        ],
        [
          {
            name: 'header_font_size',
            type: 'SelectControl',
            label: 'Big Number Font Size',
            default: 0.4,
            renderTrigger: true,
            choices: [
              [0.2, 'Tiny'],
              [0.3, 'Small'],
              [0.4, 'Normal'],
              [0.5, 'Large'],
              [0.6, 'Huge'],
            ],
          },
        ],
        [
          {
            name: 'subheader_font_size',
            type: 'SelectControl',
            label: 'Subheader Font Size',
            default: 0.15,
            renderTrigger: true,
            choices: [
              [0.125, 'Tiny'],
              [0.15, 'Small'],
              [0.2, 'Normal'],
              [0.3, 'Large'],
              [0.4, 'Huge'],
            ],
          },
        ],
        ['y_axis_format'],
        ['currency_format'],
        [
          {
            name: 'time_format',
            type: 'SelectControl',
            label: 'Date format',
            default: 'smart_date',
            freeForm: true,
            renderTrigger: true,
          },
        ],
        [
          checkbox(
            'force_timestamp_formatting',
            'Force date format',
            false,
            'Use date formatting even when metric value is not a timestamp',
          ),
        ],
      ],
    },
    {
      label: 'Advanced Analytics',
      expanded: false,
      controlSetRows: [['rolling_type'], ['rolling_periods'], ['min_periods'], ['resample_rule'], ['resample_method']],
    },
  ],
  controlOverrides: { metric: { validators: [validateNonEmpty] }, y_axis_format: { label: 'Number format' } },
};

export default config;
