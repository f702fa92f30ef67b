import { validateNonEmpty } from '../../core/viz/index.ts';
import type { ControlConfig, ControlPanelConfig } from '../../core/viz/index.ts';

const POSITIONS = [
  ['top', 'top'],
  ['bottom', 'bottom'],
  ['left', 'left'],
  ['right', 'right'],
] as const;

const column = (name: string, label: string, description: string): ControlConfig => ({
  name,
  type: 'DndColumnSelect',
  label,
  description,
  multi: false,
  validators: [validateNonEmpty],
});

// Superset's plugin-chart-echarts/src/Tree/controlPanel.tsx (defaults from src/Tree/constants.ts).
const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [column('id', 'Id', 'Name of the id column')],
        [column('parent', 'Parent', 'Name of the column containing the id of the parent node')],
        [column('name', 'Name', 'Optional name of the data column.')],
        [
          {
            name: 'root_node_id',
            type: 'TextControl',
            label: 'Root node id',
            description: 'Id of root node of the tree.',
            renderTrigger: true,
          },
        ],
        ['metric'],
        ['adhoc_filters'],
        ['row_limit'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'layout',
            type: 'SelectControl',
            label: 'Tree layout',
            default: 'orthogonal',
            renderTrigger: true,
            choices: [
              ['orthogonal', 'Orthogonal'],
              ['radial', 'Radial'],
            ],
            description: 'Layout type of tree',
          },
        ],
        [
          {
            name: 'orient',
            type: 'SelectControl',
            label: 'Tree orientation',
            default: 'LR',
            renderTrigger: true,
            choices: [
              ['LR', 'Left to Right'],
              ['RL', 'Right to Left'],
              ['TB', 'Top to Bottom'],
              ['BT', 'Bottom to Top'],
            ],
            description: 'Orientation of tree',
            visibility: ({ formData }) => formData.layout !== 'radial',
          },
        ],
        [
          {
            name: 'node_label_position',
            type: 'SelectControl',
            label: 'Node label position',
            default: 'left',
            renderTrigger: true,
            choices: POSITIONS,
            description: 'Position of intermediate node label on tree',
          },
        ],
        [
          {
            name: 'child_label_position',
            type: 'SelectControl',
            label: 'Child label position',
            default: 'bottom',
            renderTrigger: true,
            choices: POSITIONS,
            description: 'Position of child node label on tree',
          },
        ],
        [
          {
            name: 'emphasis',
            type: 'SelectControl',
            label: 'Emphasis',
            default: 'descendant',
            renderTrigger: true,
            choices: [
              ['ancestor', 'ancestor'],
              ['descendant', 'descendant'],
            ],
            description: 'Which relatives to highlight on hover',
          },
        ],
        [
          {
            name: 'symbol',
            type: 'SelectControl',
            label: 'Symbol',
            default: 'emptyCircle',
            renderTrigger: true,
            choices: ['emptyCircle', 'circle', 'rect', 'triangle', 'diamond', 'pin', 'arrow', 'none'].map(
              (s) => [s, s] as const,
            ),
            description: 'Layout type of tree',
          },
        ],
        [
          {
            name: 'symbolSize',
            type: 'SliderControl',
            label: 'Symbol size',
            default: 7,
            min: 5,
            max: 30,
            step: 2,
            renderTrigger: true,
            description: 'Size of edge symbols',
          },
        ],
        [
          {
            name: 'roam',
            type: 'SelectControl',
            label: 'Enable graph roaming',
            default: false,
            renderTrigger: true,
            choices: [
              [false, 'Disabled'],
              ['scale', 'Scale only'],
              ['move', 'Move only'],
              [true, 'Scale and Move'],
            ],
            description: 'Whether to enable changing graph position and scaling.',
          },
        ],
      ],
    },
  ],
  controlOverrides: { metric: { validators: [validateNonEmpty] }, row_limit: { default: 1000 } },
};

export default controlPanel;
