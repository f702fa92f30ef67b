import { describe, expect, it } from 'vitest';
import type { ControlPanelConfig } from './control-panel.ts';
import { applyControlDefaults, panelControls, resolveControlRow, sharedControl } from './shared-controls.ts';
import { validateControl } from './validators.ts';

describe('shared controls', () => {
  it('validates the row limit as spec §5.1 says (required, integer, at most 100000)', () => {
    const rowLimit = sharedControl('row_limit')!;
    expect(rowLimit.default).toBe(10000);
    expect(validateControl('', rowLimit.validators)).toEqual(['cannot be empty']);
    expect(validateControl('1.5', rowLimit.validators)).toEqual(['is expected to be an integer']);
    expect(validateControl(100001, rowLimit.validators)).toEqual(['Value cannot exceed 100000']);
    expect(validateControl(50000, rowLimit.validators)).toEqual([]);
  });

  it('applies overrides and defaults, keeping values already set', () => {
    const panel: ControlPanelConfig = {
      controlPanelSections: [
        {
          label: 'Query',
          controlSetRows: [
            ['metrics', 'row_limit'],
            [null, { name: 'x', type: 'CheckboxControl', label: 'X', default: true }],
          ],
        },
      ],
      controlOverrides: { row_limit: { default: 100 } },
    };
    expect(
      resolveControlRow(panel.controlPanelSections[0]!.controlSetRows[0]!, panel.controlOverrides)[1]!.default,
    ).toBe(100);
    expect(panelControls(panel).map((c) => c.name)).toEqual(['metrics', 'row_limit', 'x']);
    const fd = applyControlDefaults(panel, { datasource: '1__table', viz_type: 'table', row_limit: 5 });
    expect(fd.row_limit).toBe(5);
    expect(fd.x).toBe(true);
    expect(fd.metrics).toBeUndefined();
  });
});
