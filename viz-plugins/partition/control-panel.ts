import {
  dateTimeFormatControl,
  legacySeriesQueryRows,
  numberFormatControl,
  richTooltipControl,
  validateNonEmpty,
} from '../../core/viz/index.ts';
import type { ControlConfig, ControlPanelConfig } from '../../core/viz/index.ts';

/** The legacy time column, used when `time_series_option` aggregates over time. */
const timeColumn: ControlConfig = {
  name: 'granularity_sqla',
  type: 'DndColumnSelect',
  label: 'Time Column',
  description: 'The time column the time-series options aggregate over.',
  multi: false,
  visibility: ({ formData }) => (formData.time_series_option ?? 'not_time') !== 'not_time',
};

// Superset's legacy-plugin-chart-partition/src/controlPanel.tsx.
const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [timeColumn],
        ['time_grain_sqla'],
        ...legacySeriesQueryRows,
        [
          {
            name: 'partition_limit',
            type: 'TextControl',
            label: 'Partition Limit',
            isInt: true,
            default: '5',
            description: 'The maximum number of subdivisions of each group; lower values are pruned first',
          },
        ],
        [
          {
            name: 'partition_threshold',
            type: 'TextControl',
            label: 'Partition Threshold',
            isFloat: true,
            default: '0.05',
            description: 'Partitions whose height to parent height proportions are below this value are pruned',
          },
        ],
        ['row_limit'],
      ],
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
            name: 'log_scale',
            type: 'CheckboxControl',
            label: 'Log Scale',
            renderTrigger: true,
            default: false,
            description: 'Use a log scale',
          },
        ],
        [
          {
            name: 'time_series_option',
            type: 'SelectControl',
            label: 'Options',
            default: 'not_time',
            choices: [
              ['not_time', 'Not Time Series'],
              ['agg_sum', 'Agg Sum'],
              ['agg_mean', 'Agg Mean'],
            ],
            description: 'Not Time Series: ignore time. Agg Sum / Agg Mean: sum or average the metric over time.',
          },
        ],
      ],
    },
  ],
  controlOverrides: {
    groupby: { validators: [validateNonEmpty] },
    metrics: { validators: [validateNonEmpty] },
  },
};

export default controlPanel;
