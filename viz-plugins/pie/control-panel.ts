import {
  dateFormatControl,
  legendRows,
  numberFormatControl,
  sortByMetricControl,
  validateNonEmpty,
} from '../../core/viz/index.ts';
import type { ControlPanelConfig, QueryFormData } from '../../core/viz/index.ts';
import { PIE_DEFAULTS } from './pie-defaults.ts';

const showLabels = ({ formData }: { formData: QueryFormData }) => Boolean(formData.show_labels);

// Superset's plugin-chart-echarts/src/Pie/controlPanel.tsx.
const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [['groupby'], ['metric'], ['adhoc_filters'], ['row_limit'], [sortByMetricControl]],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        [
          {
            name: 'show_labels_threshold',
            type: 'TextControl',
            label: 'Percentage threshold',
            renderTrigger: true,
            isFloat: true,
            default: PIE_DEFAULTS.show_labels_threshold,
            description: 'Minimum threshold in percentage points for showing labels.',
          },
        ],
        [
          {
            name: 'threshold_for_other',
            type: 'TextControl',
            label: 'Threshold for Other',
            renderTrigger: true,
            isFloat: true,
            default: 0,
            description: 'Values less than this percentage will be grouped into the Other category.',
          },
        ],
        ...legendRows,
        [
          {
            name: 'label_type',
            type: 'SelectControl',
            label: 'Label Type',
            default: PIE_DEFAULTS.label_type,
            renderTrigger: true,
            choices: [
              ['key', 'Category Name'],
              ['value', 'Value'],
              ['percent', 'Percentage'],
              ['key_value', 'Category and Value'],
              ['key_percent', 'Category and Percentage'],
              ['key_value_percent', 'Category, Value and Percentage'],
              ['value_percent', 'Value and Percentage'],
              ['template', 'Template'],
            ],
            description: 'What should be shown on the label?',
          },
        ],
        [
          {
            name: 'label_template',
            type: 'TextControl',
            label: 'Label Template',
            renderTrigger: true,
            description: 'Format data labels. Use variables: {name}, {value}, {percent}. \\n represents a new line.',
            visibility: ({ formData }) => formData.label_type === 'template',
          },
        ],
        [numberFormatControl('number_format', PIE_DEFAULTS.number_format)],
        ['currency_format'],
        [dateFormatControl()],
        [
          {
            name: 'show_labels',
            type: 'CheckboxControl',
            label: 'Show Labels',
            renderTrigger: true,
            default: PIE_DEFAULTS.show_labels,
            description: 'Whether to display the labels.',
          },
        ],
        [
          {
            name: 'labels_outside',
            type: 'CheckboxControl',
            label: 'Put labels outside',
            default: PIE_DEFAULTS.labels_outside,
            renderTrigger: true,
            description: 'Put the labels outside of the pie?',
            visibility: showLabels,
          },
        ],
        [
          {
            name: 'label_line',
            type: 'CheckboxControl',
            label: 'Label Line',
            default: PIE_DEFAULTS.label_line,
            renderTrigger: true,
            description: 'Draw line from Pie to label when labels outside?',
            visibility: showLabels,
          },
        ],
        [
          {
            name: 'show_total',
            type: 'CheckboxControl',
            label: 'Show Total',
            default: false,
            renderTrigger: true,
            description: 'Whether to display the aggregate count',
          },
        ],
        [
          {
            name: 'outerRadius',
            type: 'SliderControl',
            label: 'Outer Radius',
            renderTrigger: true,
            min: 10,
            max: 100,
            step: 1,
            default: PIE_DEFAULTS.outerRadius,
            description: 'Outer edge of Pie chart',
          },
        ],
        [
          {
            name: 'donut',
            type: 'CheckboxControl',
            label: 'Donut',
            default: PIE_DEFAULTS.donut,
            renderTrigger: true,
            description: 'Do you want a donut or a pie?',
          },
        ],
        [
          {
            name: 'innerRadius',
            type: 'SliderControl',
            label: 'Inner Radius',
            renderTrigger: true,
            min: 0,
            max: 100,
            step: 1,
            default: PIE_DEFAULTS.innerRadius,
            description: 'Inner radius of donut hole',
            visibility: ({ formData }) => Boolean(formData.donut),
          },
        ],
      ],
    },
  ],
  controlOverrides: {
    groupby: { validators: [validateNonEmpty] },
    metric: { validators: [validateNonEmpty] },
    row_limit: { default: 100 },
  },
};

export default controlPanel;
