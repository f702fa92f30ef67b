import type { ControlConfig, ControlPanelConfig } from '../../core/viz/index.ts';
import { validateNonEmpty } from '../../core/viz/index.ts';

const text = (name: string, label: string, description: string): ControlConfig => ({
  name,
  type: 'TextControl',
  label,
  default: '',
  description,
});

// Superset legacy-preset-chart-nvd3 Bullet/controlPanel.ts.
const config: ControlPanelConfig = {
  controlPanelSections: [
    { label: 'Query', expanded: true, controlSetRows: [['metric'], ['adhoc_filters']] },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [text('ranges', 'Ranges', 'Ranges to highlight with shading')],
        [text('range_labels', 'Range labels', 'Labels for the ranges')],
        [text('markers', 'Markers', 'List of values to mark with triangles')],
        [text('marker_labels', 'Marker labels', 'Labels for the markers')],
        [text('marker_lines', 'Marker lines', 'List of values to mark with lines')],
        [text('marker_line_labels', 'Marker line labels', 'Labels for the marker lines')],
        ['y_axis_format'],
      ],
    },
  ],
  controlOverrides: { metric: { validators: [validateNonEmpty] } },
};

export default config;
