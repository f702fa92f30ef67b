import type { ControlPanelConfig } from '../../core/viz/index.ts';
import { legacySeriesQueryRows, validateNonEmpty } from '../../core/viz/index.ts';

// Superset legacy-plugin-chart-horizon controlPanel.ts.
const config: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [['x_axis'], ['time_grain_sqla'], ...legacySeriesQueryRows, ['row_limit']],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'series_height',
            type: 'SelectControl',
            label: 'Series Height',
            default: '25',
            freeForm: true,
            renderTrigger: true,
            choices: ['10', '25', '40', '50', '75', '100', '150', '200'].map((v) => [v, v] as const),
            description: 'Pixel height of each series',
          },
        ],
        [
          {
            name: 'horizon_color_scale',
            type: 'SelectControl',
            label: 'Value Domain',
            default: 'series',
            renderTrigger: true,
            choices: [
              ['series', 'series'],
              ['overall', 'overall'],
              ['change', 'change'],
            ],
            description:
              'series: Treat each series independently; overall: All series use the same scale; change: Show changes compared to the first data point in each series',
          },
        ],
      ],
    },
  ],
  controlOverrides: { metrics: { validators: [validateNonEmpty] } },
};

export default config;
