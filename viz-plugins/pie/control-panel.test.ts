import { describe, expect, it } from 'vitest';
import { itKeepsControlPanelInvariants, panelControls } from '../../core/viz/testing/control-panel.test-support.ts';
import controlPanel from './control-panel.ts';

const controls = panelControls(controlPanel);

describe('pie control panel', () => {
  itKeepsControlPanelInvariants(controls);

  it('shows innerRadius only when it applies', () => {
    const control = controls.find((c) => c.name === 'innerRadius')!;
    const fd = (values: Record<string, unknown>) => ({
      formData: { datasource: '1__table', viz_type: 'pie', ...values },
    });
    expect(control.visibility?.(fd({ donut: true }))).toBe(true);
    expect(control.visibility?.(fd({ donut: false }))).toBe(false);
  });
});
