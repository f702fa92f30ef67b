import { validateNonEmpty, type ControlPanelConfig } from '../../core/viz/index.ts';

// Superset's legacy-plugin-chart-world-map/src/controlPanel.ts.
const config: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'entity',
            type: 'DndColumnSelect',
            label: 'Country Column',
            multi: false,
            description: '3 letter code of the country',
            validators: [validateNonEmpty],
          },
        ],
        [
          {
            name: 'country_fieldtype',
            type: 'SelectControl',
            label: 'Country Field Type',
            default: 'cca2',
            choices: [
              ['name', 'Full name'],
              ['cioc', 'code International Olympic Committee (cioc)'],
              ['cca2', 'code ISO 3166-1 alpha-2 (cca2)'],
              ['cca3', 'code ISO 3166-1 alpha-3 (cca3)'],
            ],
            description: 'The country code standard that Superset should expect to find in the [country] column',
          },
        ],
        ['metric'],
        ['adhoc_filters'],
        ['row_limit'],
        ['sort_by_metric'],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      tabOverride: 'data',
      controlSetRows: [
        [
          {
            name: 'show_bubbles',
            type: 'CheckboxControl',
            label: 'Show Bubbles',
            default: false,
            renderTrigger: true,
            description: 'Whether to display bubbles on top of countries',
          },
        ],
        ['secondary_metric'],
        [
          {
            name: 'max_bubble_size',
            type: 'SelectControl',
            freeForm: true,
            label: 'Max Bubble Size',
            default: '25',
            choices: ['5', '10', '15', '25', '50', '75', '100'].map((v) => [v, v] as const),
          },
        ],
        [
          {
            name: 'color_picker',
            type: 'ColorPickerControl',
            label: 'Bubble Color',
            renderTrigger: true,
            default: { r: 0, g: 122, b: 135, a: 1 },
          },
        ],
        [
          {
            name: 'color_by',
            type: 'SelectControl',
            label: 'Color by',
            default: 'metric',
            renderTrigger: true,
            choices: [
              ['metric', 'Metric'],
              ['country', 'Country'],
            ],
            description:
              'Choose whether a country should be shaded by the metric, or assigned a color based on a categorical color palette',
          },
        ],
        [
          {
            name: 'linear_color_scheme',
            type: 'ColorSchemeControl',
            label: 'Linear color scheme',
            schemeType: 'sequential',
            visibility: ({ formData }) => formData.color_by !== 'country',
          },
        ],
        [
          {
            name: 'color_scheme',
            type: 'ColorSchemeControl',
            label: 'Color scheme',
            schemeType: 'categorical',
            visibility: ({ formData }) => formData.color_by === 'country',
          },
        ],
      ],
    },
  ],
  controlOverrides: {
    secondary_metric: { label: 'Bubble Size', description: 'Metric that defines the size of the bubble' },
    y_axis_format: { label: 'Number format' },
  },
};

export default config;
