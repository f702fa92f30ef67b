import { describe } from 'vitest';
import { itKeepsControlPanelInvariants, panelControls } from '../../core/viz/testing/control-panel.test-support.ts';
import controlPanel from './control-panel.ts';

const controls = panelControls(controlPanel);

describe('rose control panel', () => {
  itKeepsControlPanelInvariants(controls);
});
