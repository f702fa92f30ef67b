// The family's control panel builder (Superset Timeseries/Regular/*/controlPanel.tsx, Area/,
// Step/, and chart-controls' shared sections): one builder, each chart type picks its variant.
import type { ControlPanelConfig, ControlSetRow } from '../controls/control-panel.ts';
import { validateNonEmpty } from '../controls/validators.ts';
import { TIMESERIES_DEFAULTS as D } from './constants.ts';
import { ADVANCED_ANALYTICS, checkbox, fd, FORECAST, select, STACK_CHOICES, TITLES } from './control-sections.ts';

export type TimeseriesVariant = 'generic' | 'line' | 'bar' | 'area' | 'scatter' | 'smooth' | 'step';

function queryRows(variant: TimeseriesVariant): ControlSetRow[] {
  const rows: ControlSetRow[] = [['x_axis'], ['time_grain_sqla']];
  if (variant === 'bar' || variant === 'generic') {
    rows.push([
      select('x_axis_sort', 'X-Axis Sort By', undefined, [], {
        description: 'Decides which column to sort the base axis by.',
        renderTrigger: false,
        visibility: (s) => Boolean(fd(s).x_axis),
      }),
    ]);
    rows.push([
      checkbox(
        'x_axis_sort_asc',
        'X-Axis Sort Ascending',
        true,
        'Whether to sort ascending or descending on the base Axis.',
        {
          renderTrigger: false,
          visibility: (s) => Boolean(fd(s).x_axis_sort),
        },
      ),
    ]);
  }
  rows.push(
    ['metrics'],
    ['groupby'],
    ['contributionMode'],
    ['adhoc_filters'],
    ['limit'],
    ['timeseries_limit_metric'],
    ['order_desc'],
    ['row_limit'],
    ['truncate_metric'],
    ['show_empty_columns'],
  );
  return rows;
}

function chartOptionRows(variant: TimeseriesVariant): ControlSetRow[] {
  const rows: ControlSetRow[] = [['color_scheme']];
  if (variant === 'generic') {
    rows.push([
      select(
        'seriesType',
        'Series Style',
        D.seriesType,
        [
          ['line', 'Line'],
          ['scatter', 'Scatter'],
          ['smooth', 'Smooth Line'],
          ['bar', 'Bar'],
          ['start', 'Step - start'],
          ['middle', 'Step - middle'],
          ['end', 'Step - end'],
        ],
        { description: 'Series chart type (line, bar etc)' },
      ),
    ]);
  }
  if (variant === 'step') {
    rows.push([
      select(
        'seriesType',
        'Step type',
        'start',
        [
          ['start', 'Start'],
          ['middle', 'Middle'],
          ['end', 'End'],
        ],
        {
          description: 'Defines whether the step should appear at the beginning, middle or end between two data points',
        },
      ),
    ]);
  }
  if (variant === 'bar') {
    rows.push([
      select(
        'orientation',
        'Bar orientation',
        'vertical',
        [
          ['vertical', 'Vertical'],
          ['horizontal', 'Horizontal'],
        ],
        { renderTrigger: false, description: 'Orientation of bar chart' },
      ),
    ]);
  }
  rows.push([checkbox('show_value', 'Show Value', false, 'Show series values on the chart')]);
  rows.push([
    select('stack', 'Stacked Style', variant === 'area' ? null : null, STACK_CHOICES, {
      description: 'Stack series on top of each other',
    }),
  ]);
  rows.push([
    checkbox(
      'only_total',
      'Only Total',
      true,
      'Only show the total value on the stacked chart, and not show on the selected category',
      {
        visibility: (s) => Boolean(fd(s).show_value) && Boolean(fd(s).stack),
      },
    ),
  ]);
  if (variant !== 'bar' && variant !== 'scatter') {
    if (variant !== 'area')
      rows.push([checkbox('area', 'Area Chart', false, 'Draw area under curves. Only applicable for line types.')]);
    rows.push([
      {
        name: 'opacity',
        type: 'SliderControl',
        label: 'Area chart opacity',
        default: D.opacity,
        min: 0,
        max: 1,
        step: 0.1,
        renderTrigger: true,
        description: 'Opacity of Area Chart. Also applies to confidence band.',
      },
    ]);
  }
  if (variant !== 'bar') {
    rows.push([
      checkbox(
        'markerEnabled',
        'Marker',
        variant === 'scatter',
        'Draw a marker on data points. Only applicable for line types.',
      ),
    ]);
    rows.push([
      {
        name: 'markerSize',
        type: 'SliderControl',
        label: 'Marker Size',
        default: D.markerSize,
        min: 0,
        max: 20,
        renderTrigger: true,
        description: 'Size of marker. Also applies to forecast observations.',
      },
    ]);
  }
  rows.push([checkbox('zoomable', 'Data Zoom', false, 'Enable data zooming controls')]);
  rows.push([checkbox('minorTicks', 'Minor ticks', false, 'Show minor ticks on axes.')]);
  rows.push(
    [checkbox('show_legend', 'Show legend', true, 'Whether to display a legend for the chart')],
    [
      select(
        'legendType',
        'Type',
        'scroll',
        [
          ['scroll', 'Scroll'],
          ['plain', 'Plain'],
        ],
        { description: 'Legend type' },
      ),
    ],
    [
      select(
        'legendOrientation',
        'Orientation',
        'top',
        [
          ['top', 'Top'],
          ['bottom', 'Bottom'],
          ['left', 'Left'],
          ['right', 'Right'],
        ],
        { description: 'Legend Orientation' },
      ),
    ],
    [
      {
        name: 'x_axis_time_format',
        type: 'SelectControl',
        label: 'Time format',
        default: 'smart_date',
        freeForm: true,
        renderTrigger: true,
      },
    ],
    [
      select(
        'xAxisLabelRotation',
        'Rotate x axis label',
        0,
        [
          [0, '0°'],
          [45, '45°'],
          [90, '90°'],
        ],
        {
          freeForm: true,
          description: 'Input field supports custom rotation. e.g. 30 for 30°',
        },
      ),
    ],
    [
      checkbox(
        'truncateXAxis',
        'Truncate X Axis',
        true,
        'Truncate X Axis. Can be overridden by specifying a min or max bound. Only applicable for numerical X axis.',
      ),
    ],
    [
      {
        name: 'xAxisBounds',
        type: 'BoundsControl',
        label: 'X Axis Bounds',
        default: [null, null],
        renderTrigger: true,
        visibility: (s) => Boolean(fd(s).truncateXAxis ?? true),
      },
    ],
    [checkbox('rich_tooltip', 'Rich tooltip', true, 'Shows a list of all series available at that point in time')],
    [
      checkbox(
        'tooltipSortByMetric',
        'Tooltip sort by metric',
        false,
        'Whether to sort tooltip by the selected metric in descending order.',
        { visibility: (s) => Boolean(fd(s).rich_tooltip ?? true) },
      ),
    ],
    [
      {
        name: 'tooltipTimeFormat',
        type: 'SelectControl',
        label: 'Tooltip time format',
        default: 'smart_date',
        freeForm: true,
        renderTrigger: true,
      },
    ],
    ['y_axis_format'],
    ['currency_format'],
    [checkbox('logAxis', 'Logarithmic y-axis', false, 'Logarithmic y-axis')],
    [checkbox('minorSplitLine', 'Minor Split Line', false, 'Draw split lines for minor y-axis ticks')],
    [
      checkbox(
        'truncateYAxis',
        'Truncate Y Axis',
        false,
        'Truncate Y Axis. Can be overridden by specifying a min or max bound.',
      ),
    ],
    [
      {
        name: 'y_axis_bounds',
        type: 'BoundsControl',
        label: 'Y Axis Bounds',
        default: [null, null],
        renderTrigger: true,
        description:
          "Bounds for the Y-axis. When left empty, the bounds are dynamically defined based on the min/max of the data. Note that this feature will only expand the axis range. It won't narrow the data's extent.",
        visibility: (s) => Boolean(fd(s).truncateYAxis),
      },
    ],
  );
  return rows;
}

/** The control panel of one chart of the family. */
export function timeseriesControlPanel(variant: TimeseriesVariant): ControlPanelConfig {
  return {
    controlPanelSections: [
      { label: 'Query', expanded: true, controlSetRows: queryRows(variant) },
      ADVANCED_ANALYTICS,
      { label: 'Annotations and Layers', expanded: false, controlSetRows: [['annotation_layers']] },
      FORECAST,
      TITLES,
      { label: 'Chart Options', expanded: true, controlSetRows: chartOptionRows(variant) },
    ],
    controlOverrides: {
      metrics: { validators: [validateNonEmpty] },
      row_limit: { default: D.rowLimit },
    },
  };
}
