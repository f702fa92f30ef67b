// Shared checks for viz plugins' control-panel tests (imported only by *.test.ts files).
import { expect, it } from 'vitest';
import type { ControlConfig, ControlPanelConfig } from '../controls/control-panel.ts';
import { validateControl } from '../controls/validators.ts';

/** Every control object a panel declares, in order (section rows flattened; string refs and nulls dropped). */
export function panelControls(panel: ControlPanelConfig): ControlConfig[] {
  return panel.controlPanelSections
    .flatMap((section) => section.controlSetRows.flat())
    .filter((control): control is ControlConfig => typeof control === 'object' && control !== null);
}

/**
 * Registers the invariants every panel must keep: unique control names, fixed-choice selects that
 * default to one of their choices, and non-empty defaults that pass their own validators.
 */
export function itKeepsControlPanelInvariants(controls: ControlConfig[]): void {
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
}
