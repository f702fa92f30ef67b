// The handlebars chart's controls, as Superset's plugin-chart-handlebars controlPanel.tsx declares them.
import {
  validateInteger,
  validateMaxValue,
  validateNonEmpty,
  type ControlPanelConfig,
  type QueryFormData,
} from '../../core/viz/index.ts';
import { DEFAULT_STYLE, DEFAULT_TEMPLATE } from './defaults.ts';

const mode = (fd: QueryFormData) =>
  fd.query_mode === 'raw' || fd.query_mode === 'aggregate'
    ? fd.query_mode
    : Array.isArray(fd.all_columns) && fd.all_columns.length > 0
      ? 'raw'
      : 'aggregate';
const isAgg = ({ formData }: { formData: QueryFormData }) => mode(formData) === 'aggregate';
const isRaw = ({ formData }: { formData: QueryFormData }) => mode(formData) === 'raw';

const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'query_mode',
            type: 'SelectControl',
            label: 'Query mode',
            default: null,
            choices: [
              ['aggregate', 'Aggregate'],
              ['raw', 'Raw records'],
            ],
          },
        ],
        [
          {
            name: 'groupby',
            type: 'DndColumnSelect',
            label: 'Dimensions',
            multi: true,
            default: [],
            visibility: isAgg,
            resetOnHide: false,
          },
        ],
        [
          {
            name: 'metrics',
            type: 'DndMetricSelect',
            label: 'Metrics',
            multi: true,
            default: [],
            visibility: isAgg,
            resetOnHide: false,
          },
        ],
        [
          {
            name: 'all_columns',
            type: 'DndColumnSelect',
            label: 'Columns',
            multi: true,
            default: [],
            visibility: isRaw,
            resetOnHide: false,
          },
        ],
        [
          {
            name: 'percent_metrics',
            type: 'DndMetricSelect',
            label: 'Percentage metrics',
            multi: true,
            default: [],
            visibility: isAgg,
            resetOnHide: false,
          },
        ],
        [
          {
            name: 'timeseries_limit_metric',
            type: 'DndMetricSelect',
            label: 'Sort by',
            visibility: isAgg,
            resetOnHide: false,
          },
        ],
        [
          {
            name: 'order_by_cols',
            type: 'SelectControl',
            label: 'Ordering',
            multi: true,
            default: [],
            visibility: isRaw,
            resetOnHide: false,
          },
        ],
        [{ name: 'order_desc', type: 'CheckboxControl', label: 'Sort descending', default: true, visibility: isAgg }],
        ['adhoc_filters'],
        [
          {
            name: 'row_limit',
            type: 'SelectControl',
            label: 'Row limit',
            default: 10000,
            freeForm: true,
            choices: [10, 50, 100, 250, 500, 1000, 5000, 10000, 50000].map((n) => [n, String(n)] as const),
            validators: [validateNonEmpty, validateInteger, validateMaxValue(100000)],
          },
        ],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [
          {
            name: 'handlebarsTemplate',
            type: 'TextAreaControl',
            label: 'Handlebars Template',
            description: 'A handlebars template that is applied to the data',
            default: DEFAULT_TEMPLATE,
            language: 'handlebars',
            renderTrigger: true,
            validators: [validateNonEmpty],
          },
        ],
        [
          {
            name: 'styleTemplate',
            type: 'TextAreaControl',
            label: 'CSS Styles',
            description: 'CSS applied to the chart',
            default: DEFAULT_STYLE,
            language: 'css',
            renderTrigger: true,
          },
        ],
      ],
    },
  ],
};

export default controlPanel;
