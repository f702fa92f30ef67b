import { validateNonEmpty, type ControlPanelConfig } from '../../core/viz/index.ts';

const column = (name: string, label: string, description: string, required: boolean) =>
  ({
    name,
    type: 'DndColumnSelect',
    label,
    multi: false,
    description,
    ...(required ? { validators: [validateNonEmpty] } : {}),
  }) as const;

// Superset 5.x plugin-chart-echarts/src/Gantt/controlPanel.tsx.
const config: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [column('start_time', 'Start Time', 'Start time of the event (temporal column)', true)],
        [column('end_time', 'End Time', 'End time of the event (temporal column)', true)],
        [column('y_axis', 'Y-axis', 'Dimension to use on y-axis.', false)],
        [
          column(
            'series',
            'Series',
            'Defines the grouping of entities. Each series is represented by a specific color in the chart.',
            false,
          ),
        ],
        [{ name: 'tooltip_metrics', type: 'MetricsControl', label: 'Tooltip metrics', multi: true }],
        [{ name: 'tooltip_columns', type: 'DndColumnSelect', label: 'Tooltip columns', multi: true }],
        ['adhoc_filters'],
        [
          {
            name: 'order_by_cols',
            type: 'SelectControl',
            label: 'Ordering',
            multi: true,
            default: [],
            description: 'Order results by selected columns',
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
        [{ name: 'show_legend', type: 'CheckboxControl', label: 'Show legend', default: true, renderTrigger: true }],
        [
          {
            name: 'zoomable',
            type: 'CheckboxControl',
            label: 'Data Zoom',
            default: false,
            renderTrigger: true,
            description: 'Enable data zooming controls',
          },
        ],
        ['x_axis_time_format'],
        [
          {
            name: 'tooltip_time_format',
            type: 'SelectControl',
            label: 'Tooltip time format',
            default: 'smart_date',
            freeForm: true,
            renderTrigger: true,
          },
        ],
        [
          {
            name: 'tooltip_values_format',
            type: 'SelectControl',
            label: 'Tooltip values format',
            default: 'SMART_NUMBER',
            freeForm: true,
            renderTrigger: true,
          },
        ],
      ],
    },
  ],
};

export default config;
