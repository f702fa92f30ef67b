import {
  dateTimeFormatControl,
  legacySeriesQueryRows,
  numberFormatControl,
  richTooltipControl,
  validateNonEmpty,
} from '../../core/viz/index.ts';
import type { ControlConfig, ControlPanelConfig } from '../../core/viz/index.ts';

/** The legacy time column: the rose asks for a time series on it (`is_timeseries`, index `__timestamp`). */
const timeColumn: ControlConfig = {
  name: 'granularity_sqla',
  type: 'DndColumnSelect',
  label: 'Time Column',
  description: 'The time column of the series; its values become the wedges of the rose.',
  multi: false,
  validators: [validateNonEmpty],
};

// Superset's legacy-plugin-chart-rose/src/controlPanel.tsx.
const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [[timeColumn], ['time_grain_sqla'], ...legacySeriesQueryRows, ['row_limit']],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        [numberFormatControl('number_format', 'SMART_NUMBER'), dateTimeFormatControl],
        [
          richTooltipControl,
          {
            name: 'rose_area_proportion',
            type: 'CheckboxControl',
            label: 'Use Area Proportions',
            renderTrigger: true,
            default: false,
            description: 'Check if the Rose Chart should use segment area instead of segment radius for proportioning',
          },
        ],
      ],
    },
    {
      label: 'Advanced Analytics',
      expanded: false,
      controlSetRows: [
        ['rolling_type'],
        ['rolling_periods'],
        ['min_periods'],
        ['time_compare', 'comparison_type'],
        ['resample_rule', 'resample_method'],
      ],
    },
  ],
  controlOverrides: { metrics: { validators: [validateNonEmpty] } },
};

export default controlPanel;
