import { validateInteger, validateNonEmpty, type ControlPanelConfig } from '../../core/viz/index.ts';

// Superset's plugin-chart-word-cloud/src/plugin/controlPanel.ts.
const config: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [['series'], ['metric'], ['adhoc_filters'], ['row_limit'], ['sort_by_metric']],
    },
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'size_from',
            type: 'TextControl',
            isInt: true,
            label: 'Minimum Font Size',
            renderTrigger: true,
            default: 10,
            description: 'Font size for the smallest value in the list',
            validators: [validateNonEmpty, validateInteger],
          },
          {
            name: 'size_to',
            type: 'TextControl',
            isInt: true,
            label: 'Maximum Font Size',
            renderTrigger: true,
            default: 70,
            description: 'Font size for the biggest value in the list',
            validators: [validateNonEmpty, validateInteger],
          },
        ],
        [
          {
            name: 'rotation',
            type: 'SelectControl',
            label: 'Word Rotation',
            renderTrigger: true,
            default: 'square',
            clearable: false,
            choices: [
              ['random', 'random'],
              ['flat', 'flat'],
              ['square', 'square'],
            ],
            description: 'Rotation to apply to words in the cloud',
          },
        ],
        ['color_scheme'],
      ],
    },
  ],
  controlOverrides: { series: { multi: false, validators: [validateNonEmpty] }, row_limit: { default: 100 } },
};

export default config;
