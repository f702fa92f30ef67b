import { describe, expect, it } from 'vitest';
import { sharedControl } from '../core/viz/controls/shared-controls.ts';
import { BUILT_IN_VIZ_PLUGINS } from './catalogue.ts';

// Explore draws a control named by a string from the SDK's shared controls: every name the
// catalogue's panels use must be one of them, or the control silently disappears.
describe('the catalogue and the shared controls', () => {
  it('resolves every shared control name the built-in catalogue uses', async () => {
    const unknown: string[] = [];
    for (const plugin of BUILT_IN_VIZ_PLUGINS) {
      const panel = (await plugin.controlPanel()).default;
      for (const section of panel.controlPanelSections)
        for (const row of section.controlSetRows)
          for (const item of row)
            if (typeof item === 'string' && !sharedControl(item)) unknown.push(`${plugin.key}:${item}`);
    }
    expect(unknown).toEqual([]);
  });
});
