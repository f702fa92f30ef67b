import { describe, expect, it } from 'vitest';
import { itKeepsControlPanelInvariants, panelControls } from '../../core/viz/testing/control-panel.test-support.ts';
import controlPanel from './control-panel.ts';

const controls = panelControls(controlPanel);

describe('partition control panel', () => {
  itKeepsControlPanelInvariants(controls);

  it('shows granularity_sqla only when it applies', () => {
    const control = controls.find((c) => c.name === 'granularity_sqla')!;
    const fd = (values: Record<string, unknown>) => ({
      formData: { datasource: '1__table', viz_type: 'partition', ...values },
    });
    expect(control.visibility?.(fd({ time_series_option: 'agg_sum' }))).toBe(true);
    expect(control.visibility?.(fd({ time_series_option: 'not_time' }))).toBe(false);
  });
});
