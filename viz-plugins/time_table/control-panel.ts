// The time-series table's controls, as Superset's legacy-plugin-chart-time-table declares them.
import { validateNonEmpty, type ControlPanelConfig } from '../../core/viz/index.ts';

const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'metrics',
            type: 'DndMetricSelect',
            label: 'Metrics',
            multi: true,
            default: [],
            validators: [validateNonEmpty],
          },
        ],
        ['adhoc_filters'],
        [
          {
            name: 'groupby',
            type: 'DndColumnSelect',
            label: 'Dimensions',
            multi: true,
            default: [],
            validators: [
              (value, formData) =>
                Array.isArray(value) && value.length > 0 && (formData?.metrics as unknown[] | undefined)?.length !== 1
                  ? 'When using "Group By" you are limited to use a single metric'
                  : false,
            ],
          },
        ],
        ['limit', 'timeseries_limit_metric'],
        ['order_desc'],
        ['row_limit'],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'column_collection',
            type: 'CollectionControl',
            label: 'Time series columns',
            default: [],
            renderTrigger: true,
            validators: [validateNonEmpty],
            controlName: 'TimeSeriesColumnControl',
          },
        ],
        [
          {
            name: 'url',
            type: 'TextControl',
            label: 'URL',
            default: '',
            renderTrigger: true,
            description:
              "Templated link, it's possible to include {{ metric }} or other values coming from the controls.",
          },
        ],
      ],
    },
  ],
};

export default controlPanel;
