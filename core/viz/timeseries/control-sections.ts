// Shared sections and control helpers of the time-series panels (chart-controls' sections.ts:
// advancedAnalyticsControls, forecastIntervalControls, titleControls).
import type { ControlConfig, ControlPanelSection } from '../controls/control-panel.ts';
import { validateInteger, validateNumber } from '../controls/validators.ts';
import type { QueryFormData } from '../query/query-types.ts';
import { TIMESERIES_DEFAULTS as D } from './constants.ts';

export const fd = (state: { formData: QueryFormData }) => state.formData as Record<string, unknown>;

export const checkbox = (
  name: string,
  label: string,
  def: boolean,
  description?: string,
  extra: Partial<ControlConfig> = {},
) =>
  ({ name, type: 'CheckboxControl', label, default: def, renderTrigger: true, description, ...extra }) as ControlConfig;

export const select = (
  name: string,
  label: string,
  def: unknown,
  choices: readonly (readonly [unknown, string])[],
  extra: Partial<ControlConfig> = {},
) => ({ name, type: 'SelectControl', label, default: def, choices, renderTrigger: true, ...extra }) as ControlConfig;

export const STACK_CHOICES = [
  [null, 'None'],
  ['Stack', 'Stack'],
  ['Stream', 'Stream'],
  ['Expand', 'Expand'],
] as const;

export const TIME_COMPARE_CHOICES = [
  ['1 day ago', '1 day ago'],
  ['1 week ago', '1 week ago'],
  ['28 days ago', '28 days ago'],
  ['30 days ago', '30 days ago'],
  ['52 weeks ago', '52 weeks ago'],
  ['1 year ago', '1 year ago'],
  ['104 weeks ago', '104 weeks ago'],
  ['2 years ago', '2 years ago'],
  ['156 weeks ago', '156 weeks ago'],
  ['3 years ago', '3 years ago'],
] as const;

export const ADVANCED_ANALYTICS: ControlPanelSection = {
  label: 'Advanced analytics',
  description: 'This section contains options that allow for advanced analytical post processing of query results',
  controlSetRows: [
    ['rolling_type'],
    ['rolling_periods'],
    ['min_periods'],
    ['time_compare'],
    ['comparison_type'],
    ['resample_rule'],
    ['resample_method'],
  ],
};

export const FORECAST: ControlPanelSection = {
  label: 'Predictive Analytics',
  controlSetRows: [
    [checkbox('forecastEnabled', 'Enable forecast', false, 'Enable forecasting', { renderTrigger: false })],
    [
      {
        name: 'forecastPeriods',
        type: 'TextControl',
        label: 'Forecast periods',
        default: D.forecastPeriods,
        validators: [validateInteger],
        description: 'How many periods into the future do we want to predict',
      },
    ],
    [
      {
        name: 'forecastInterval',
        type: 'TextControl',
        label: 'Confidence interval',
        default: D.forecastInterval,
        validators: [validateNumber],
        description: 'Width of the confidence interval. Should be between 0 and 1',
      },
    ],
    [
      select(
        'forecastSeasonalityYearly',
        'Yearly seasonality',
        null,
        [
          [null, 'default'],
          [true, 'Yes'],
          [false, 'No'],
        ],
        { renderTrigger: false, freeForm: true },
      ),
    ],
    [
      select(
        'forecastSeasonalityWeekly',
        'Weekly seasonality',
        null,
        [
          [null, 'default'],
          [true, 'Yes'],
          [false, 'No'],
        ],
        { renderTrigger: false, freeForm: true },
      ),
    ],
    [
      select(
        'forecastSeasonalityDaily',
        'Daily seasonality',
        null,
        [
          [null, 'default'],
          [true, 'Yes'],
          [false, 'No'],
        ],
        { renderTrigger: false, freeForm: true },
      ),
    ],
  ],
};

export const TITLES: ControlPanelSection = {
  label: 'Chart Title',
  tabOverride: 'customize',
  expanded: true,
  controlSetRows: [
    [{ name: 'x_axis_title', type: 'TextControl', label: 'X Axis Title', default: '', renderTrigger: true }],
    [
      select(
        'x_axis_title_margin',
        'X AXIS TITLE BOTTOM MARGIN',
        15,
        [
          [15, '15'],
          [30, '30'],
          [50, '50'],
          [75, '75'],
          [100, '100'],
          [125, '125'],
          [150, '150'],
          [200, '200'],
        ],
        { clearable: true },
      ),
    ],
    [{ name: 'y_axis_title', type: 'TextControl', label: 'Y Axis Title', default: '', renderTrigger: true }],
    [
      select(
        'y_axis_title_margin',
        'Y AXIS TITLE MARGIN',
        15,
        [
          [15, '15'],
          [30, '30'],
          [50, '50'],
          [75, '75'],
          [100, '100'],
          [125, '125'],
          [150, '150'],
          [200, '200'],
        ],
        { clearable: true },
      ),
    ],
    [
      select(
        'y_axis_title_position',
        'Y AXIS TITLE POSITION',
        'Left',
        [
          ['Left', 'Left'],
          ['Top', 'Top'],
        ],
        { clearable: false },
      ),
    ],
  ],
};
