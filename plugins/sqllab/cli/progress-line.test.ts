import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { elapsedText, ProgressLine } from './progress-line.ts';

function terminal() {
  const s = new PassThrough() as PassThrough & { isTTY?: boolean };
  s.isTTY = true;
  let text = '';
  s.on('data', (d) => (text += d));
  return { s, text: () => text };
}

describe('ProgressLine', () => {
  it('draws nothing when standard error is not a terminal', () => {
    expect(ProgressLine.on(new PassThrough())).toBeNull();
  });

  it('shows the phase, then rows and elapsed time, throttled to ten redraws a second', async () => {
    let now = 1000;
    const t = terminal();
    const p = ProgressLine.on(t.s, () => now)!;
    p.running();
    now = 3300;
    p.receiving(1000);
    now = 3350;
    p.receiving(2000); // within 100 ms: not drawn
    now = 3500;
    p.receiving(1_234_567);
    await new Promise((r) => setImmediate(r));
    expect(t.text().split('\r\x1b[2K').filter(Boolean)).toEqual([
      'running… 0.0 s',
      '1,000 rows · 2.3 s',
      '1,234,567 rows · 2.5 s',
    ]);
  });

  it('wipes itself before rows are written and redraws after', async () => {
    const t = terminal();
    const p = ProgressLine.on(t.s, () => 0)!;
    p.receiving(1);
    p.hide();
    p.hide(); // already hidden: nothing more
    p.show();
    await new Promise((r) => setImmediate(r));
    expect(t.text()).toBe('\r\x1b[2K1 row · 0.0 s\r\x1b[2K\r\x1b[2K1 row · 0.0 s');
  });

  it('writes minutes for long runs', () => {
    expect(elapsedText(59_949)).toBe('59.9 s');
    expect(elapsedText(125_000)).toBe('2 min 05 s');
  });
});
