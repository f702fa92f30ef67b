import { describe, expect, it } from 'vitest';
import { validateControl } from '../../core/viz/index.ts';
import type { ControlConfig } from '../../core/viz/index.ts';
import controlPanel from './control-panel.ts';

const controls = controlPanel.controlPanelSections
  .flatMap((section) => section.controlSetRows.flat())
  .filter((control): control is ControlConfig => typeof control === 'object' && control !== null);

describe('treemap_v2 control panel', () => {
  it('names each control once', () => {
    const names = controls.map((control) => control.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('defaults every fixed-choice select to one of its choices, and every non-empty default passes its validators', () => {
    for (const control of controls) {
      if (control.type === 'SelectControl' && !control.freeForm && control.default !== undefined) {
        expect(
          control.choices?.map(([value]) => value),
          control.name,
        ).toContain(control.default);
      }
      // A required control may start empty (Explore asks for it); any other default must be valid.
      const empty =
        control.default === undefined ||
        control.default === null ||
        (Array.isArray(control.default) && control.default.length === 0);
      if (!empty) {
        expect(validateControl(control.default, control.validators), control.name).toEqual([]);
      }
    }
  });
});
