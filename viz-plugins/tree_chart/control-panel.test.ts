import { describe, expect, it } from 'vitest';
import { itKeepsControlPanelInvariants, panelControls } from '../../core/viz/testing/control-panel.test-support.ts';
import controlPanel from './control-panel.ts';

const controls = panelControls(controlPanel);

describe('tree_chart control panel', () => {
  itKeepsControlPanelInvariants(controls);

  it('shows orient only when it applies', () => {
    const control = controls.find((c) => c.name === 'orient')!;
    const fd = (values: Record<string, unknown>) => ({
      formData: { datasource: '1__table', viz_type: 'tree_chart', ...values },
    });
    expect(control.visibility?.(fd({ layout: 'orthogonal' }))).toBe(true);
    expect(control.visibility?.(fd({ layout: 'radial' }))).toBe(false);
  });
});
