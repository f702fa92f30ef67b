// Runs once before the whole test run. Nothing is skipped: a missing service fails the run
// with the command that starts it (see tests/harness/services.ts).
import { assertServicesRunning } from './services.ts';

export default async function setup(): Promise<void> {
  await assertServicesRunning();
}
