import type { ControlConfig, ControlSetRow } from './control-panel.ts';

// Controls many ECharts charts share, as plugin-chart-echarts declares them (src/controls.tsx
// legendSection; chart-controls D3_FORMAT_OPTIONS / D3_TIME_FORMAT_OPTIONS).

export const D3_FORMAT_DOCS = 'D3 format syntax: https://github.com/d3/d3-format';

export const D3_FORMAT_CHOICES: readonly (readonly [string, string])[] = [
  ['SMART_NUMBER', 'Adaptive formatting'],
  ['~g', 'Original value'],
  [',d', ',d (12345.432 => 12,345)'],
  ['.1s', '.1s (12345.432 => 10k)'],
  ['.3s', '.3s (12345.432 => 12.3k)'],
  [',.1%', ',.1% (12345.432 => 1,234,543.2%)'],
  ['.2%', '.2% (12345.432 => 1234543.20%)'],
  ['.3%', '.3% (12345.432 => 1234543.200%)'],
  ['.4r', '.4r (12345.432 => 12350)'],
  [',.1f', ',.1f (12345.432 => 12,345.4)'],
  [',.2f', ',.2f (12345.432 => 12,345.43)'],
  [',.3f', ',.3f (12345.432 => 12,345.432)'],
  ['+,', '+, (12345.432 => +12,345.432)'],
  ['$,.2f', '$,.2f (12345.432 => $12,345.43)'],
  ['DURATION', 'Duration in ms (66000 => 1m 6s)'],
  ['DURATION_SUB', 'Duration in ms (1.40008 => 1ms 400µs 80ns)'],
];

export const D3_TIME_FORMAT_CHOICES: readonly (readonly [string, string])[] = [
  ['smart_date', 'Adaptive formatting'],
  ['%d/%m/%Y', '%d/%m/%Y | 14/01/2019'],
  ['%m/%d/%Y', '%m/%d/%Y | 01/14/2019'],
  ['%Y-%m-%d', '%Y-%m-%d | 2019-01-14'],
  ['%Y-%m-%d %H:%M:%S', '%Y-%m-%d %H:%M:%S | 2019-01-14 01:32:10'],
  ['%d-%m-%Y %H:%M:%S', '%d-%m-%Y %H:%M:%S | 14-01-2019 01:32:10'],
  ['%H:%M:%S', '%H:%M:%S | 01:32:10'],
];

export function numberFormatControl(name = 'number_format', defaultValue = 'SMART_NUMBER'): ControlConfig {
  return {
    name,
    type: 'SelectControl',
    freeForm: true,
    label: 'Number format',
    renderTrigger: true,
    default: defaultValue,
    choices: D3_FORMAT_CHOICES,
    description: `${D3_FORMAT_DOCS} Only applies when "Label Type" is set to show values.`,
  };
}

export function dateFormatControl(name = 'date_format'): ControlConfig {
  return {
    name,
    type: 'SelectControl',
    freeForm: true,
    label: 'Date format',
    renderTrigger: true,
    default: 'smart_date',
    choices: D3_TIME_FORMAT_CHOICES,
    description: D3_FORMAT_DOCS,
  };
}

const showLegend = (state: { formData: Record<string, unknown> }) => Boolean(state.formData.show_legend);

/** plugin-chart-echarts' legendSection: show, type, orientation, margin. */
export const legendRows: readonly ControlSetRow[] = [
  [
    {
      name: 'show_legend',
      type: 'CheckboxControl',
      label: 'Show legend',
      renderTrigger: true,
      default: true,
      description: 'Whether to display a legend for the chart',
    },
  ],
  [
    {
      name: 'legendType',
      type: 'SelectControl',
      label: 'Type',
      freeForm: false,
      clearable: false,
      renderTrigger: true,
      default: 'scroll',
      choices: [
        ['scroll', 'Scroll'],
        ['plain', 'Plain'],
      ],
      description: 'Legend type',
      visibility: showLegend,
    },
  ],
  [
    {
      name: 'legendOrientation',
      type: 'SelectControl',
      label: 'Orientation',
      freeForm: false,
      clearable: false,
      renderTrigger: true,
      default: 'top',
      choices: [
        ['top', 'Top'],
        ['bottom', 'Bottom'],
        ['left', 'Left'],
        ['right', 'Right'],
      ],
      description: 'Legend Orientation',
      visibility: showLegend,
    },
  ],
  [
    {
      name: 'legendMargin',
      type: 'TextControl',
      label: 'Margin',
      renderTrigger: true,
      isInt: true,
      default: null,
      description: 'Additional padding for legend.',
      visibility: showLegend,
    },
  ],
];
