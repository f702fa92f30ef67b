import type { ControlPanelConfig } from '../../core/viz/index.ts';
import { validateNonEmpty } from '../../core/viz/index.ts';

// Superset BigNumberPeriodOverPeriod/controlPanel.ts.
const config: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [['metric'], ['adhoc_filters']],
    },
    {
      label: 'Time Comparison',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'time_compare',
            type: 'SelectControl',
            label: 'Time Comparison',
            multi: false,
            default: 'r',
            freeForm: true,
            choices: [
              ['1 day ago', '1 day ago'],
              ['1 week ago', '1 week ago'],
              ['28 days ago', '28 days ago'],
              ['30 days ago', '30 days ago'],
              ['1 month ago', '1 month ago'],
              ['52 weeks ago', '52 weeks ago'],
              ['1 year ago', '1 year ago'],
              ['104 weeks ago', '104 weeks ago'],
              ['2 years ago', '2 years ago'],
              ['156 weeks ago', '156 weeks ago'],
              ['3 years ago', '3 years ago'],
              ['custom', 'Custom'],
              ['inherit', 'Inherit range from time filter'],
            ],
            description: 'Overlay results from a relative time period.',
          },
        ],
        [
          {
            name: 'start_date_offset',
            type: 'TextControl',
            label: 'Shift start date',
            visibility: ({ formData }) => formData.time_compare === 'custom',
          },
        ],
        [
          {
            name: 'comparison_type',
            type: 'HiddenControl',
            label: 'Calculation type',
            default: 'values',
          },
        ],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['y_axis_format'],
        ['currency_format'],
        [
          {
            name: 'percentDifferenceFormat',
            type: 'SelectControl',
            label: 'Percent Difference format',
            default: 'SMART_NUMBER',
            freeForm: true,
            renderTrigger: true,
          },
        ],
        [
          {
            name: 'header_font_size',
            type: 'SelectControl',
            label: 'Big Number Font Size',
            default: 60,
            freeForm: true,
            renderTrigger: true,
            choices: [
              [16, 'Tiny'],
              [20, 'Small'],
              [30, 'Normal'],
              [48, 'Large'],
              [60, 'Huge'],
            ],
          },
        ],
        [
          {
            name: 'subheader_font_size',
            type: 'SelectControl',
            label: 'Subheader Font Size',
            default: 20,
            freeForm: true,
            renderTrigger: true,
            choices: [
              [16, 'Tiny'],
              [20, 'Small'],
              [26, 'Normal'],
              [32, 'Large'],
              [40, 'Huge'],
            ],
          },
        ],
        [
          {
            name: 'comparison_color_enabled',
            type: 'CheckboxControl',
            label: 'Add color for positive/negative change',
            default: false,
            renderTrigger: true,
          },
        ],
        [
          {
            name: 'comparison_color_scheme',
            type: 'SelectControl',
            label: 'color scheme for comparison',
            default: 'Green',
            renderTrigger: true,
            choices: [
              ['Green', 'Green for increase, red for decrease'],
              ['Red', 'Red for increase, green for decrease'],
            ],
            visibility: ({ formData }) => formData.comparison_color_enabled === true,
          },
        ],
      ],
    },
  ],
  controlOverrides: { metric: { validators: [validateNonEmpty] }, y_axis_format: { label: 'Number format' } },
};

export default config;
