import type { Page } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface HotSpot {
  name: string;
  selfMs: number;
  share: number;
}

/**
 * V8's sampling profiler over `work` in the page (CDP Profiler, 100 µs interval): self time per
 * function (the page is bundled without renaming identifiers, so names are the sources' names; the file is the bundle's chunk),
 * heaviest first.
 */
export async function profileInPage(page: Page, work: () => Promise<unknown>, top = 12): Promise<HotSpot[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  let profile: Profile;
  try {
    await work();
  } finally {
    profile = ((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile;
    await cdp.detach();
  }
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const us = profile.timeDeltas[i] ?? 0;
    if (!node) return;
    const f = node.callFrame;
    if (f.functionName === '(idle)' || f.functionName === '(program)') return;
    const where = f.url ? ` (${f.url.replace(/^.*\//, '')})` : '';
    const name = `${f.functionName || '(anonymous)'}${where}`;
    self.set(name, (self.get(name) ?? 0) + us);
    total += us;
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, us]) => ({ name, selfMs: us / 1000, share: total ? us / total : 0 }));
}
