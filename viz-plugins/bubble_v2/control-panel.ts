import type { ControlPanelConfig } from '../../core/viz/index.ts';

const bool = (name: string, label: string, def: boolean, description?: string) =>
  ({ name, type: 'CheckboxControl', label, renderTrigger: true, default: def, description }) as const;

// Superset's plugin-chart-echarts/src/Bubble/controlPanel.tsx.
const config: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['series'],
        ['entity'],
        ['x'],
        ['y'],
        ['adhoc_filters'],
        ['size'],
        [
          {
            name: 'orderby',
            type: 'MetricsControl',
            label: 'Sort by',
            multi: false,
            description: 'Metric used to order the rows',
          },
        ],
        [
          {
            name: 'order_desc',
            type: 'CheckboxControl',
            label: 'Sort descending',
            default: true,
            visibility: ({ formData }) => Boolean(formData.orderby),
          },
        ],
        ['row_limit'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        ['color_scheme'],
        [bool('show_legend', 'Show legend', true)],
        [
          {
            name: 'max_bubble_size',
            type: 'SelectControl',
            label: 'Max Bubble Size',
            renderTrigger: true,
            freeForm: true,
            default: '25',
            choices: ['5', '10', '15', '25', '50', '75', '100'].map((v) => [v, v] as const),
          },
        ],
        [
          {
            name: 'tooltipSizeFormat',
            type: 'SelectControl',
            label: 'Bubble size number format',
            freeForm: true,
            default: 'SMART_NUMBER',
            renderTrigger: true,
          },
        ],
        [
          {
            name: 'opacity',
            type: 'SliderControl',
            label: 'Bubble Opacity',
            renderTrigger: true,
            min: 0,
            max: 1,
            step: 0.1,
            default: 0.6,
            description: 'Opacity of bubbles, 0 means completely transparent, 1 means opaque',
          },
        ],
      ],
    },
    {
      label: 'X Axis',
      expanded: true,
      controlSetRows: [
        [{ name: 'x_axis_label', type: 'TextControl', label: 'X Axis Title', renderTrigger: true, default: '' }],
        [
          {
            name: 'xAxisLabelRotation',
            type: 'SelectControl',
            freeForm: true,
            clearable: false,
            label: 'Rotate x axis label',
            choices: [
              [0, '0°'],
              [45, '45°'],
              [90, '90°'],
            ],
            default: 0,
            renderTrigger: true,
          },
        ],
        [
          {
            name: 'xAxisFormat',
            type: 'SelectControl',
            label: 'X Axis Format',
            freeForm: true,
            default: 'SMART_NUMBER',
            renderTrigger: true,
          },
        ],
        [bool('logXAxis', 'Logarithmic x-axis', false, 'Logarithmic x-axis')],
      ],
    },
    {
      label: 'Y Axis',
      expanded: true,
      controlSetRows: [
        [{ name: 'y_axis_label', type: 'TextControl', label: 'Y Axis Title', renderTrigger: true, default: '' }],
        ['y_axis_format'],
        [bool('logYAxis', 'Logarithmic y-axis', false, 'Logarithmic y-axis')],
        [
          bool(
            'truncateYAxis',
            'Truncate Y Axis',
            false,
            'Truncate Y Axis. Can be overridden by specifying a min or max bound.',
          ),
        ],
        [
          {
            name: 'y_axis_bounds',
            type: 'BoundsControl',
            label: 'Y Axis Bounds',
            renderTrigger: true,
            default: [null, null],
            visibility: ({ formData }) => Boolean(formData.truncateYAxis),
          },
        ],
      ],
    },
  ],
};

export default config;
