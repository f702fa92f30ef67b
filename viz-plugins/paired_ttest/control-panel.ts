// The paired t-test's controls, as Superset's legacy-plugin-chart-paired-t-test declares them.
import { validateInteger, validateNonEmpty, validateNumber, type ControlPanelConfig } from '../../core/viz/index.ts';

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
            validators: [validateNonEmpty],
          },
        ],
        ['limit', 'timeseries_limit_metric'],
        ['order_desc'],
        [
          {
            name: 'contribution',
            type: 'CheckboxControl',
            label: 'Contribution',
            default: false,
            description: 'Compute the contribution to the total',
          },
        ],
        ['row_limit', null],
      ],
    },
    {
      label: 'Parameters',
      expanded: false,
      controlSetRows: [
        [
          {
            name: 'significance_level',
            type: 'TextControl',
            label: 'Significance Level',
            default: 0.05,
            renderTrigger: true,
            validators: [validateNumber],
            description: 'Threshold alpha level for determining significance',
          },
        ],
        [
          {
            name: 'pvalue_precision',
            type: 'TextControl',
            label: 'p-value precision',
            default: 6,
            renderTrigger: true,
            validators: [validateInteger],
            description: 'Number of decimal places with which to display p-values',
          },
        ],
        [
          {
            name: 'liftvalue_precision',
            type: 'TextControl',
            label: 'Lift percent precision',
            default: 4,
            renderTrigger: true,
            validators: [validateInteger],
            description: 'Number of decimal places with which to display lift values',
          },
        ],
      ],
    },
  ],
};

export default controlPanel;
