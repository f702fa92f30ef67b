import type { ControlPanelConfig } from '../../core/viz/index.ts';
import { validateNonEmpty } from '../../core/viz/index.ts';

export const HEADER_FONT_SIZES = [
  [0.2, 'Tiny'],
  [0.3, 'Small'],
  [0.4, 'Normal'],
  [0.5, 'Large'],
  [0.6, 'Huge'],
] as const;

export const SUBHEADER_FONT_SIZES = [
  [0.125, 'Tiny'],
  [0.15, 'Small'],
  [0.2, 'Normal'],
  [0.3, 'Large'],
  [0.4, 'Huge'],
] as const;

// Superset BigNumber/BigNumberTotal/controlPanel.ts.
const config: ControlPanelConfig = {
  controlPanelSections: [
    { label: 'Query', expanded: true, controlSetRows: [['metric'], ['adhoc_filters']] },
    {
      label: 'Display settings',
      expanded: true,
      tabOverride: 'data',
      controlSetRows: [
        [
          {
            name: 'subheader',
            type: 'TextControl',
            label: 'Subheader',
            renderTrigger: true,
            description: 'Description text that shows up below your Big Number',
          },
        ],
        [
          {
            name: 'header_font_size',
            type: 'SelectControl',
            label: 'Big Number Font Size',
            default: 0.4,
            choices: HEADER_FONT_SIZES,
            renderTrigger: true,
            clearable: false,
          },
        ],
        [
          {
            name: 'subheader_font_size',
            type: 'SelectControl',
            label: 'Subheader Font Size',
            default: 0.15,
            choices: SUBHEADER_FONT_SIZES,
            renderTrigger: true,
            clearable: false,
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
          {
            name: 'force_timestamp_formatting',
            type: 'CheckboxControl',
            label: 'Force date format',
            default: false,
            renderTrigger: true,
            description: 'Use date formatting even when metric value is not a timestamp',
          },
        ],
      ],
    },
  ],
  controlOverrides: { metric: { validators: [validateNonEmpty] }, y_axis_format: { label: 'Number format' } },
};

export default config;
