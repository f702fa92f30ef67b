import { validateNonEmpty, type ControlPanelConfig } from '../../core/viz/index.ts';

// Superset's legacy-plugin-chart-chord/src/controlPanel.ts.
const config: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [{ name: 'groupby', type: 'DndColumnSelect', label: 'Source', multi: false, validators: [validateNonEmpty] }],
        [{ name: 'columns', type: 'DndColumnSelect', label: 'Target', multi: false, validators: [validateNonEmpty] }],
        ['metric'],
        ['adhoc_filters'],
        ['row_limit'],
        ['sort_by_metric'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [['y_axis_format'], ['color_scheme']],
    },
  ],
  controlOverrides: { y_axis_format: { label: 'Number format', description: 'Choose a number format' } },
};

export default config;
