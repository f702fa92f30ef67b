import { validateNonEmpty } from '../../core/viz/index.ts';
import type { ControlPanelConfig } from '../../core/viz/index.ts';

// Superset's legacy-plugin-chart-parallel-coordinates/src/controlPanel.ts.
const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['series'],
        ['metrics'],
        ['secondary_metric'],
        ['adhoc_filters'],
        ['limit', 'row_limit'],
        [
          {
            name: 'timeseries_limit_metric',
            type: 'MetricsControl',
            label: 'Sort by',
            default: null,
            description: 'Metric used to order the rows',
          },
          {
            name: 'order_desc',
            type: 'CheckboxControl',
            label: 'Sort descending',
            default: true,
            description: 'Whether to sort descending or ascending',
          },
        ],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'show_datatable',
            type: 'CheckboxControl',
            label: 'Data Table',
            default: false,
            renderTrigger: true,
            description: 'Whether to display the interactive data table',
          },
          {
            name: 'include_series',
            type: 'CheckboxControl',
            label: 'Include Series',
            renderTrigger: true,
            default: false,
            description: 'Include series name as an axis',
          },
        ],
        ['linear_color_scheme'],
      ],
    },
  ],
  controlOverrides: {
    series: { validators: [validateNonEmpty] },
    metrics: { validators: [validateNonEmpty] },
    secondary_metric: { label: 'Color Metric', default: null, description: 'A metric to use for color' },
    limit: { label: 'Series limit' },
  },
};

export default controlPanel;
