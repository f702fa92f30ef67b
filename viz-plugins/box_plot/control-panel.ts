import { validateNonEmpty, type ControlPanelConfig } from '../../core/viz/index.ts';

// Superset's plugin-chart-echarts/src/BoxPlot/controlPanel.ts.
const config: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'columns',
            type: 'DndColumnSelect',
            label: 'Distribute across',
            multi: true,
            description: 'Columns to calculate distribution across. Defaults to temporal column if left empty.',
            validators: [validateNonEmpty],
          },
        ],
        [
          {
            name: 'groupby',
            type: 'DndColumnSelect',
            label: 'Dimensions',
            multi: true,
            description: 'Categories to group by on the x-axis.',
          },
        ],
        ['metrics'],
        ['adhoc_filters'],
        ['series_limit'],
        ['series_limit_metric'],
        [
          {
            name: 'whiskerOptions',
            type: 'SelectControl',
            label: 'Whisker/outlier options',
            default: 'Tukey',
            freeForm: true,
            description: 'Determines how whiskers and outliers are calculated.',
            choices: [
              ['Tukey', 'Tukey'],
              ['Min/max (no outliers)', 'Min/max (no outliers)'],
              ['2/98 percentiles', '2/98 percentiles'],
              ['5/95 percentiles', '5/95 percentiles'],
              ['9/91 percentiles', '9/91 percentiles'],
              ['10/90 percentiles', '10/90 percentiles'],
            ],
          },
        ],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        [
          {
            name: 'x_ticks_layout',
            type: 'SelectControl',
            label: 'X Tick Layout',
            default: 'auto',
            renderTrigger: true,
            choices: [
              ['auto', 'auto'],
              ['flat', 'flat'],
              ['45°', '45°'],
              ['90°', '90°'],
              ['staggered', 'staggered'],
            ],
            description: 'The way the ticks are laid out on the X-axis',
          },
        ],
        [
          {
            name: 'number_format',
            type: 'SelectControl',
            label: 'Number format',
            default: 'SMART_NUMBER',
            freeForm: true,
            renderTrigger: true,
          },
        ],
        [
          {
            name: 'date_format',
            type: 'SelectControl',
            label: 'Date format',
            default: 'smart_date',
            freeForm: true,
            renderTrigger: true,
          },
        ],
      ],
    },
  ],
};

export default config;
