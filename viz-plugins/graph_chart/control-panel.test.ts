import { describe, expect, it } from 'vitest';
import { itKeepsControlPanelInvariants, panelControls } from '../../core/viz/testing/control-panel.test-support.ts';
import controlPanel from './control-panel.ts';

const controls = panelControls(controlPanel);

describe('graph_chart control panel', () => {
  itKeepsControlPanelInvariants(controls);

  it('shows legendType only when it applies', () => {
    const control = controls.find((c) => c.name === 'legendType')!;
    const fd = (values: Record<string, unknown>) => ({
      formData: { datasource: '1__table', viz_type: 'graph_chart', ...values },
    });
    expect(control.visibility?.(fd({ show_legend: true }))).toBe(true);
    expect(control.visibility?.(fd({ show_legend: false }))).toBe(false);
  });
});
