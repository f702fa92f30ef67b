import { legendRows, validateNonEmpty } from '../../core/viz/index.ts';
import type { ControlConfig, ControlPanelConfig } from '../../core/viz/index.ts';

const column = (name: string, label: string, description: string, required: boolean): ControlConfig => ({
  name,
  type: 'DndColumnSelect',
  label,
  description,
  multi: false,
  validators: required ? [validateNonEmpty] : [],
});

const slider = (
  name: string,
  label: string,
  def: number,
  min: number,
  max: number,
  step: number,
  description: string,
): ControlConfig => ({
  name,
  type: 'SliderControl',
  label,
  default: def,
  min,
  max,
  step,
  renderTrigger: true,
  description,
});

// Superset's plugin-chart-echarts/src/Graph/controlPanel.tsx (defaults from src/Graph/types.ts).
const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [column('source', 'Source', 'Name of the source nodes', true)],
        [column('target', 'Target', 'Name of the target nodes', true)],
        ['metric'],
        ['adhoc_filters'],
        ['row_limit'],
        [
          column(
            'source_category',
            'Source category',
            'The category of source nodes used to assign colors. If a node is associated with more than one category, only the first will be used.',
            false,
          ),
        ],
        [column('target_category', 'Target category', 'Category of target nodes', false)],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        ...legendRows,
        [
          {
            name: 'layout',
            type: 'SelectControl',
            label: 'Graph layout',
            default: 'force',
            renderTrigger: true,
            choices: [
              ['force', 'Force'],
              ['circular', 'Circular'],
            ],
            description: 'Layout type of graph',
          },
        ],
        [
          {
            name: 'edgeSymbol',
            type: 'SelectControl',
            label: 'Edge symbols',
            default: 'none,arrow',
            renderTrigger: true,
            choices: [
              ['none,none', 'None'],
              ['none,arrow', 'Arrow'],
              ['circle,arrow', 'Circle and arrow'],
              ['circle,circle', 'Circle'],
            ],
            description: 'Symbol of two ends of edge line',
          },
        ],
        [
          {
            name: 'draggable',
            type: 'CheckboxControl',
            label: 'Enable node dragging',
            default: false,
            renderTrigger: true,
            description: 'Whether to enable node dragging in force layout mode.',
          },
        ],
        [
          {
            name: 'roam',
            type: 'SelectControl',
            label: 'Enable graph roaming',
            default: true,
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
        [
          {
            name: 'selectedMode',
            type: 'SelectControl',
            label: 'Node select mode',
            default: 'single',
            renderTrigger: true,
            choices: [
              [false, 'Disabled'],
              ['single', 'Single'],
              ['multiple', 'Multiple'],
            ],
            description: 'Allow node selections',
          },
        ],
        [
          slider(
            'showSymbolThreshold',
            'Label threshold',
            0,
            0,
            10,
            1,
            'Minimum value for label to be displayed on graph.',
          ),
        ],
        [
          slider(
            'baseNodeSize',
            'Node size',
            20,
            5,
            200,
            1,
            'Median node size, the largest node will be 4 times larger than the smallest',
          ),
        ],
        [
          slider(
            'baseEdgeWidth',
            'Edge width',
            3,
            0.2,
            10,
            0.2,
            'Median edge width, the thickest edge will be 4 times thicker than the thinnest.',
          ),
        ],
        [slider('edgeLength', 'Edge length', 400, 100, 1000, 50, 'Edge length between nodes')],
        [slider('gravity', 'Gravity', 0.3, 0.1, 1, 0.1, 'Strength to pull the graph toward center')],
        [slider('repulsion', 'Repulsion', 1000, 100, 3000, 50, 'Repulsion strength between nodes')],
        [slider('friction', 'Friction', 0.2, 0.1, 1, 0.1, 'Friction between nodes')],
      ],
    },
  ],
  controlOverrides: { metric: { validators: [validateNonEmpty] } },
};

export default controlPanel;
