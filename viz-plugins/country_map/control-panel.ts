import { validateNonEmpty, type ControlPanelConfig } from '../../core/viz/index.ts';
import { SELECT_COUNTRY_CHOICES } from './countries.ts';

// Superset's legacy-plugin-chart-country-map/src/controlPanel.ts, with the maps Loupe ships.
const config: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'select_country',
            type: 'SelectControl',
            label: 'Country',
            default: 'usa',
            choices: SELECT_COUNTRY_CHOICES,
            description: 'Which country to plot the map for?',
            validators: [validateNonEmpty],
          },
        ],
        [
          {
            name: 'entity',
            type: 'DndColumnSelect',
            label: 'ISO 3166-2 Codes',
            multi: false,
            description: 'Column containing ISO 3166-2 codes of region/province/department in your table.',
            validators: [validateNonEmpty],
          },
        ],
        ['metric'],
        ['adhoc_filters'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
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
        ['linear_color_scheme'],
      ],
    },
  ],
};

export default config;
