// vitest globalSetup: build the web app once before any test boots Loupe, so parallel test
// files find a fresh build instead of each building it.
import { ensureWebBuild } from '../../web/build/build-web.ts';

export default async function setup(): Promise<void> {
  await ensureWebBuild();
}
