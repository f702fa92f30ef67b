import { validateNonEmpty, type ControlPanelConfig } from '../../core/viz/index.ts';

// Superset's plugin-chart-echarts/src/Sankey/controlPanel.tsx.
const config: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'source',
            type: 'DndColumnSelect',
            label: 'Source',
            multi: false,
            description: 'The column to be used as the source of the edge.',
            validators: [validateNonEmpty],
            freeForm: false,
          },
        ],
        [
          {
            name: 'target',
            type: 'DndColumnSelect',
            label: 'Target',
            multi: false,
            description: 'The column to be used as the target of the edge.',
            validators: [validateNonEmpty],
            freeForm: false,
          },
        ],
        ['metric'],
        ['adhoc_filters'],
        ['row_limit'],
        ['sort_by_metric'],
      ],
    },
    { label: 'Chart Options', expanded: true, controlSetRows: [['color_scheme']] },
  ],
};

export default config;
